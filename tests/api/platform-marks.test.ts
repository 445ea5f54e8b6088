import request from "supertest";
import { describe, expect, test } from "vitest";
import { parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

// Engine-independent: it reads only the seeded content, to render pages and check what they show; those reads run on PostgreSQL in the content and blog tests (scripts/test-postgres.sh).

const { app } = await createTestApp();
const platformList = async (path: string) => {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return parseHtml(res.text).querySelector('main ul[aria-label="Platforms"], main ul[aria-label="Plattformen"]');
};

describe("platform marks on the service pages", () => {
  test("web development shows the marks of the platforms its copy names, each with its name", async () => {
    const list = (await platformList("/services/web-development"))!;
    const items = list.querySelectorAll("li");
    expect(items.map((li) => li.getAttribute("data-platform"))).toEqual([
      "WordPress",
      "Elementor",
      "WooCommerce",
      "Shopify",
      "BigCommerce",
      "Google Analytics",
      "Google Search Console",
    ]);
    for (const li of items) {
      const mark = li.querySelector("svg")!;
      expect(mark.getAttribute("role")).toBe("img");
      expect(mark.getAttribute("aria-label")).toBe(li.getAttribute("data-platform"));
      expect(mark.querySelector("title")!.textContent).toBe(li.getAttribute("data-platform"));
      // One colour: the text's, never the brand's own.
      expect(mark.getAttribute("fill")).toBe("currentColor");
      expect(mark.querySelector("path")!.getAttribute("d")!.length).toBeGreaterThan(50);
      expect(li.textContent).toContain(li.getAttribute("data-platform"));
    }
  });

  test("a platform without a mark in the icon set is named, never given a made-up mark", async () => {
    const list = (await platformList("/services/seo"))!;
    const item = list.querySelector('li[data-platform="Google Business Profile"]')!;
    expect(item.textContent).toBe("Google Business Profile");
    expect(item.querySelector("svg")).toBeNull();
  });

  test("n8n and Google Ads show their marks; a service whose copy names no platform shows none", async () => {
    expect((await platformList("/services/n8n-automations"))!.querySelector('svg[aria-label="n8n"]')).not.toBeNull();
    expect((await platformList("/uk/services/google-ads"))!.querySelector('svg[aria-label="Google Ads"]')).not.toBeNull();
    expect(await platformList("/services/ai-development")).toBeNull();
  });

  test("the German page labels the list in German", async () => {
    const list = (await platformList("/de/services/web-development"))!;
    expect(list.getAttribute("aria-label")).toBe("Plattformen");
    expect(list.querySelector('svg[aria-label="Shopify"]')).not.toBeNull();
  });
});

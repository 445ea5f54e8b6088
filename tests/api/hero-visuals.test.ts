import request from "supertest";
import { describe, expect, test } from "vitest";
import type { HTMLElement } from "node-html-parser";
import { fromPrice } from "../../shared/pricing/from-prices";
import { formatMoney } from "../../shared/pricing/currency";
import { serviceSummariesDe } from "../../shared/i18n/pages/service-summaries.de";
import { serviceSummariesEn } from "../../shared/i18n/pages/service-summaries.en";
import { parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

// Engine-independent: it reads only the seeded content, to render pages and check what they show; those reads run on PostgreSQL in the content and blog tests (scripts/test-postgres.sh).

// Each hero but the home page's has a visual of its own on wide screens (client/components/hero/hero-panel.tsx),
// drawn from the page's content and in its language; below the lg breakpoint CSS hides it.

const PAGES_WITH_VISUALS = [
  "/services",
  "/services/seo",
  "/services/n8n-automations",
  "/blog",
  "/case-studies",
  "/contact",
  "/pricing-calculator",
  "/onboarding-wizard",
  "/seo-audit",
  "/security",
  "/about",
  "/newsletter",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
];

/** The hero's visual: the block beside the heading that only wide screens show. */
function heroVisual(html: string): HTMLElement | undefined {
  const hero = parseHtml(html).querySelector("section.hero-band");
  return hero?.querySelectorAll("div").find((div) => {
    const classes = (div.getAttribute("class") ?? "").split(/\s+/);
    return classes.includes("hidden") && classes.includes("lg:block");
  });
}

async function visualText(app: Awaited<ReturnType<typeof createTestApp>>["app"], path: string): Promise<string> {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  const visual = heroVisual(res.text);
  expect(visual, `${path} has no hero visual`).toBeDefined();
  return visual!.textContent.replace(/\s+/g, " ");
}

describe("hero visuals", () => {
  test("every page's hero but the home page's carries a visual of its own, shown on wide screens only, in every language", async () => {
    const { app } = await createTestApp();
    const seen = new Map<string, string>();
    for (const path of PAGES_WITH_VISUALS.flatMap((p) => [p, `/de${p}`])) {
      const text = await visualText(app, path);
      expect(text.length, path).toBeGreaterThan(20);
      // No two pages show the same panel: the site is not one template repeated.
      expect(seen.get(text), `${path} repeats ${seen.get(text)}`).toBeUndefined();
      seen.set(text, path);
    }
  }, 120_000);

  test("a service's visual lists what it delivers, in the page's language", async () => {
    const { app } = await createTestApp();
    const en = await visualText(app, "/services/seo");
    for (const feature of serviceSummariesEn.seo.features) expect(en).toContain(feature);
    const de = await visualText(app, "/de/services/seo");
    for (const feature of serviceSummariesDe.seo.features) expect(de).toContain(feature);
  });

  test("the calculator previews each service's starting price in the region's currency", async () => {
    const { app } = await createTestApp();
    const price = (region: "DE" | "UK", currency: "EUR" | "GBP") =>
      formatMoney(fromPrice("seo", currency).amount, region).replace(/\s+/g, " ");
    expect(await visualText(app, "/de/pricing-calculator")).toContain(`${price("DE", "EUR")}/Monat`);
    expect(await visualText(app, "/uk/pricing-calculator")).toContain(`${price("UK", "GBP")}/month`);
  });

  test("the blog's visual names the newest articles", async () => {
    const { app } = await createTestApp();
    const newest = (await request(app).get("/api/blog")).body[0].title as string;
    expect(await visualText(app, "/blog")).toContain(newest);
  });

  test("the case studies' visual states a study's headline result as its cover does, and how many studies have results", async () => {
    const { app } = await createTestApp();
    const en = await visualText(app, "/case-studies");
    expect(en).toContain("Atlantic Foundation & Crawl Space RepairForm submissions+122%");
    expect(en).toMatch(/14 studies with measured results · 5 example engagements/);
    const de = await visualText(app, "/de/case-studies");
    expect(de).toMatch(/\+122\s%/);
    expect(de).toMatch(/14 Fallstudien mit gemessenen Ergebnissen · 5 Beispielprojekte/);
  });

  test("the German security page names its safeguards in German", async () => {
    const { app } = await createTestApp();
    const text = await visualText(app, "/de/security");
    expect(text).toContain("Verschlüsselte Verbindungen");
    expect(text).not.toContain("Encrypted connections");
  });
});

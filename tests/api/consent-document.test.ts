import request from "supertest";
import { describe, expect, test } from "vitest";
import { parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

const appData = (html: string) =>
  JSON.parse(parseHtml(html).querySelector("#__APP_DATA__")!.textContent) as { root: Record<string, unknown> };

describe("Consent Mode and the document head", () => {
  test.each(["/", "/blog", "/cookie-policy", "/no-such-page"])(
    "%s asks for its stylesheet before any script and has no script that blocks the first paint",
    async (path) => {
      const { app } = await createTestApp();
      const res = await request(app).get(path);
      const head = parseHtml(res.text).querySelector("head")!;
      const resources = head.querySelectorAll("link[rel=stylesheet], link[rel=modulepreload], script[src]");
      expect(resources[0]!.getAttribute("rel")).toBe("stylesheet");
      // The Consent Mode defaults run first thing in the entry module (client/lib/consent/google-tag-queue.ts).
      for (const script of parseHtml(res.text).querySelectorAll("script[src]")) expect(script.getAttribute("type")).toBe("module");
    },
  );

  test("the page's root data carries the Google tag ID when configured, and null when not", async () => {
    const withTag = await createTestApp({ env: { GA_MEASUREMENT_ID: "G-TEST12345" } });
    expect(appData((await request(withTag.app).get("/")).text).root.gaMeasurementId).toBe("G-TEST12345");
    const withoutTag = await createTestApp();
    const root = appData((await request(withoutTag.app).get("/")).text).root;
    expect(root.gaMeasurementId).toBeNull();
    expect(root.developmentHosts).toEqual(["localhost", "127.0.0.1"]);
  });

  test("the CSP lets the Google tag load only from its own origin, and no inline script", async () => {
    const { app } = await createTestApp();
    const csp = (await request(app).get("/")).headers["content-security-policy"] as string;
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).toContain("https://www.googletagmanager.com");
    expect(scriptSrc).not.toContain("unsafe-inline");
  });
});

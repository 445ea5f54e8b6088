import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { createRoutes } from "../../client/routes";
import { dedicatedPromo } from "../../shared/content/home";
import { TEAM_ROLE_IDS } from "../../shared/pricing/price-list";
import { PARAM } from "../../shared/pricing/selection";
import { WIZARD_PARAM } from "../../shared/recommendation/answers";
import { createPageAddress } from "../../server/ssr/page-address";
import { createPageCache } from "../../server/ssr/page-cache";

const pageAddress = createPageAddress(
  createRoutes({
    api: {} as never,
    queryClientFor: () => {
      throw new Error("no loader runs here");
    },
  }),
);

describe("the address a page is rendered and cached under", () => {
  test("tracking and other unknown parameters are dropped; declared ones stay, in their order", () => {
    expect(pageAddress("/?gclid=abc&utm_source=google&utm_medium=cpc")).toBe("/");
    expect(pageAddress("/about?fbclid=1&msclkid=2&")).toBe("/about");
    expect(pageAddress("/blog?utm_campaign=x&q=white+label&category=SEO&gclid=y")).toBe("/blog?q=white+label&category=SEO");
    expect(pageAddress("/case-studies?service=seo&ref=partner")).toBe("/case-studies?service=seo");
    expect(pageAddress("/blog")).toBe("/blog");
    expect(pageAddress("/blog?")).toBe("/blog");
    // Names are compared as the page reads them (decoded); values travel as sent.
    expect(pageAddress("/blog?%71=a%20b&utm%5Fsource=x&%E0%A4%A=1")).toBe("/blog?%71=a%20b");
  });

  test("a parameter counts only on the page that declares it; ?submitted= on every page", () => {
    expect(pageAddress("/about?q=seo&service=seo")).toBe("/about");
    expect(pageAddress("/services/n8n-automations?submitted=n8n-waitlist&utm_source=x")).toBe(
      "/services/n8n-automations?submitted=n8n-waitlist",
    );
    expect(pageAddress("/no-such-page?submitted=x&q=y")).toBe("/no-such-page");
  });

  test("every parameter the calculator, the wizard and the offer links write is kept", () => {
    const calculator = new URLSearchParams();
    for (const value of Object.values(PARAM)) if (typeof value === "string") calculator.append(value, "1");
    for (const role of TEAM_ROLE_IDS)
      for (const name of [PARAM.teamCount(role), PARAM.teamLevel(role), PARAM.teamHours(role)]) calculator.append(name, "1");
    expect(pageAddress(`/pricing-calculator?${calculator}&gclid=z`)).toBe(`/pricing-calculator?${calculator}`);

    const wizard = new URLSearchParams(Object.values(WIZARD_PARAM).map((name) => [name, "1"]));
    expect(pageAddress(`/onboarding-wizard?utm_source=y&${wizard}`)).toBe(`/onboarding-wizard?${wizard}`);

    expect(pageAddress(`${dedicatedPromo.contactHref}&utm_medium=email`)).toBe(dedicatedPromo.contactHref);
  });
});

const html = (n: number, size: number) => Buffer.from(`<!DOCTYPE html><p>${String(n).repeat(size)}</p>`);

describe("the page store", () => {
  test("a stored page answers identity at once, and gzip and brotli copies of the same bytes once ready", async () => {
    const cache = createPageCache();
    const body = html(7, 20_000);
    cache.set("a", body, { "content-type": "text/html; charset=utf-8", "content-length": "999", date: "yesterday" });
    const fresh = cache.get("a")!;
    expect(fresh.encodings).toEqual(["identity"]);
    expect(fresh.representations.identity.headers).toMatchObject({
      "content-length": body.length,
      "content-type": "text/html; charset=utf-8",
    });
    expect(fresh.representations.identity.headers.date).toBeUndefined();

    await cache.settled();
    const ready = cache.get("a")!;
    expect(ready.encodings).toEqual(["br", "gzip", "identity"]);
    expect(ready.etag).toBe(fresh.etag);
    expect(brotliDecompressSync(ready.representations.br!.body).equals(body)).toBe(true);
    expect(gunzipSync(ready.representations.gzip!.body).equals(body)).toBe(true);
    expect(ready.representations.br!.headers).toMatchObject({
      "content-encoding": "br",
      "content-length": ready.representations.br!.body.length,
      etag: fresh.etag,
    });
  });

  test("the store is bounded in bytes: the least recently used pages go first", async () => {
    const maxBytes = 100_000;
    const cache = createPageCache({ maxBytes });
    for (const key of ["a", "b", "c"]) cache.set(key, html(1, 30_000), {});
    cache.get("a");
    cache.set("d", html(2, 30_000), {});
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    // Compressed copies count too, and still fit the bound.
    await cache.settled();
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.get("d")!.encodings).toContain("br");
  });

  test("a page larger than the whole bound is not kept", () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    cache.set("big", html(3, 20_000), {});
    expect(cache.get("big")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test("a page replaced while it was being compressed keeps the newer bytes", async () => {
    const cache = createPageCache();
    cache.set("a", html(1, 10_000), {});
    const newer = cache.set("a", html(2, 10_000), {});
    await cache.settled();
    const page = cache.get("a")!;
    expect(page.etag).toBe(newer.etag);
    expect(gunzipSync(page.representations.gzip!.body).equals(html(2, 10_000))).toBe(true);
  });
});

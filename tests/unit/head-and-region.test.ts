import { describe, expect, test } from "vitest";
import { applyHead } from "../../client/head/apply-head";
import { buildHead, jsonForScript, pageTitle } from "../../client/head/build-head";
import type { RootData } from "../../client/root-data";
import { defaultBrand } from "../../shared/brand";
import { de } from "../../shared/i18n/de";
import { safeReturnPath, leadFromFormFields } from "../../server/api/form-post";
import { Window } from "happy-dom";
import { DEFAULT_RETENTION } from "../../shared/retention";

const root: RootData = {
  brand: defaultBrand,
  siteUrl: "https://agency.test",
  retention: DEFAULT_RETENTION,
  formState: null,
  formToken: "test-token",
};

describe("head tags", () => {
  test("escape everything that could end a script block", () => {
    const json = jsonForScript({ t: "</script><script>alert(1)</script>\u2028\u2029" });
    expect(json).not.toContain("</script>");
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ t: "</script><script>alert(1)</script>\u2028\u2029" });
  });

  test("a title carries the brand only when both fit in 60 characters; a longer one is cut at a word", () => {
    expect(pageTitle("Contact Us", "Northbeam Studio")).toBe("Contact Us | Northbeam Studio");
    expect(pageTitle("Dedicated Google Ads & Dev Team Case Study: +150% Output", "Northbeam Studio")).toBe(
      "Dedicated Google Ads & Dev Team Case Study: +150% Output",
    );
    expect(pageTitle("Contact Us", "Northbeam Studio", false)).toBe("Contact Us");
    const long = pageTitle("How a small agency grew its retainers by writing better monthly reports for every client", "Northbeam Studio");
    expect(long).toBe("How a small agency grew its retainers by writing better…");
    expect(long.length).toBeLessThanOrEqual(60);
  });

  test("a page's meta becomes title, description, canonical, Open Graph, Twitter and JSON-LD", () => {
    const head = buildHead({
      matches: [{ route: { id: "about", handle: { meta: () => ({ title: "About", description: "Who we are" }) } }, params: {} }],
      loaderData: {},
      errors: null,
      pathname: "/uk/about",
      root,
    });
    expect(head.title).toBe("About | Northbeam Studio");
    expect(head.lang).toBe("en-GB");
    const find = (key: string, value: string) => head.tags.find((t) => t.attrs[key] === value);
    expect(find("rel", "canonical")?.attrs.href).toBe("https://agency.test/uk/about");
    // Every version of the page, itself included, and x-default (docs/decisions/0016-regions-as-addresses.md).
    expect(head.tags.filter((t) => t.attrs.hrefLang).map((t) => [t.attrs.hrefLang, t.attrs.href])).toEqual([
      ["en-US", "https://agency.test/about"],
      ["en-GB", "https://agency.test/uk/about"],
      ["de-DE", "https://agency.test/de/about"],
      ["x-default", "https://agency.test/about"],
    ]);
    expect(find("property", "og:locale")?.attrs.content).toBe("en_GB");
    expect(find("name", "twitter:title")?.attrs.content).toBe("About | Northbeam Studio");
    expect(JSON.parse(head.tags.find((t) => t.tag === "script")!.json!)).toMatchObject({
      "@type": "WebPage",
      url: "https://agency.test/uk/about",
    });
  });

  test("a route error gives the not-found head, without canonical and not indexable", () => {
    const head = buildHead({
      matches: [],
      loaderData: {},
      errors: { "blog-post": { status: 404, statusText: "Not Found", internal: false, data: null } },
      pathname: "/blog/x",
      root,
    });
    expect(head.title).toBe("Blog Post Not Found | Northbeam Studio");
    expect(head.tags.find((t) => t.attrs.rel === "canonical")).toBeUndefined();
    expect(head.tags.find((t) => t.attrs.name === "robots")?.attrs.content).toBe("noindex, nofollow");
  });

  test("a 404 or error under /de has the German head, like the page it comes with", () => {
    const head = (errors: Record<string, unknown>) => buildHead({ matches: [], loaderData: {}, errors, pathname: "/de/x", root });
    const notFound = head({ root: { status: 404, statusText: "Not Found", internal: false, data: null } });
    expect(notFound.title).toBe(`${de.notFound.title} | Northbeam Studio`);
    expect(notFound.lang).toBe("de-DE");
    expect(notFound.tags.find((t) => t.attrs.name === "description")?.attrs.content).toBe(de.notFound.text);
    expect(head({ root: new Error("boom") }).title).toBe(`${de.errorPage.title} | Northbeam Studio`);
  });

  test("applying a new head replaces the old tags instead of adding to them", () => {
    const doc = new Window().document;
    doc.write('<html><head><meta charset="utf-8"><meta name="description" content="old" data-head=""></head><body></body></html>');
    const head = (title: string) =>
      buildHead({
        matches: [{ route: { id: "x", handle: { meta: () => ({ title, description: `${title} page` }) } }, params: {} }],
        loaderData: {},
        errors: null,
        pathname: "/x",
        root,
      });
    applyHead(head("One"), doc as unknown as Document);
    applyHead(head("Two"), doc as unknown as Document);
    expect(doc.title).toBe("Two | Northbeam Studio");
    expect(doc.head.querySelectorAll('meta[name="description"]').length).toBe(1);
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Two page");
    expect(doc.head.querySelectorAll('link[rel="canonical"]').length).toBe(1);
    expect(doc.head.querySelector("meta[charset]")).not.toBeNull();
  });
});

describe("plain HTML form posts", () => {
  test("come back only to a page of this site, else to the fallback", () => {
    const site = { siteUrl: "https://agency.test", isPage: (path: string) => ["/", "/contact"].includes(path) };
    expect(safeReturnPath("/contact?x=1#form", site)).toBe("/contact");
    for (const bad of [
      "https://evil.example",
      "//evil.example/x",
      "/\\evil",
      "javascript:alert(1)",
      "/..//evil.example",
      "/unknown",
      42,
      undefined,
    ]) {
      expect(safeReturnPath(bad, site, "/contact")).toBe("/contact");
    }
  });

  test("join checkbox groups, drop empty inputs and the control fields", () => {
    expect(leadFromFormFields({ returnTo: "/", email: "a@b.example", phone: "", servicesSelected: ["WordPress", "Shopify"] })).toEqual({
      email: "a@b.example",
      servicesSelected: "WordPress, Shopify",
    });
  });
});

import { describe, expect, test } from "vitest";
import { applyHead } from "../../client/head/apply-head";
import { buildHead, jsonForScript } from "../../client/head/build-head";
import type { RootData } from "../../client/root-data";
import { defaultBrand } from "../../shared/brand";
import { regionFromCookieHeader } from "../../shared/region";
import { safeReturnPath, leadFromFormFields } from "../../server/api/form-post";
import { Window } from "happy-dom";

const root: RootData = { brand: defaultBrand, siteUrl: "https://agency.test", region: "UK", formState: null, formToken: "test-token" };

describe("head tags", () => {
  test("escape everything that could end a script block", () => {
    const json = jsonForScript({ t: "</script><script>alert(1)</script>\u2028\u2029" });
    expect(json).not.toContain("</script>");
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ t: "</script><script>alert(1)</script>\u2028\u2029" });
  });

  test("a page's meta becomes title, description, canonical, Open Graph, Twitter and JSON-LD", () => {
    const head = buildHead({
      matches: [{ route: { id: "about", handle: { meta: () => ({ title: "About", description: "Who we are" }) } }, params: {} }],
      loaderData: {},
      errors: null,
      pathname: "/about",
      root,
    });
    expect(head.title).toBe("About | Northbeam Studio");
    expect(head.lang).toBe("en-GB");
    const find = (key: string, value: string) => head.tags.find((t) => t.attrs[key] === value);
    expect(find("rel", "canonical")?.attrs.href).toBe("https://agency.test/about");
    expect(find("property", "og:locale")?.attrs.content).toBe("en_GB");
    expect(find("name", "twitter:title")?.attrs.content).toBe("About | Northbeam Studio");
    expect(JSON.parse(head.tags.find((t) => t.tag === "script")!.json!)).toMatchObject({
      "@type": "WebPage",
      url: "https://agency.test/about",
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

describe("region from the cookie", () => {
  test.each([
    [undefined, "US"],
    ["", "US"],
    ["region=DE", "DE"],
    ["theme=dark; region=UK; other=1", "UK"],
    ["region=de", "US"],
    ["region=FR", "US"],
    ["myregion=DE", "US"],
  ])("%s gives %s", (cookie, region) => {
    expect(regionFromCookieHeader(cookie)).toBe(region);
  });
});

describe("plain HTML form posts", () => {
  test("come back only to a path on this site", () => {
    expect(safeReturnPath("/contact?x=1#form")).toBe("/contact");
    for (const bad of ["https://evil.example", "//evil.example/x", "/\\evil", "javascript:alert(1)", 42, undefined]) {
      expect(safeReturnPath(bad)).toBe("/");
    }
  });

  test("join checkbox groups, drop empty inputs and the control fields", () => {
    expect(leadFromFormFields({ returnTo: "/", email: "a@b.example", phone: "", servicesSelected: ["WordPress", "Shopify"] })).toEqual({
      email: "a@b.example",
      servicesSelected: "WordPress, Shopify",
    });
  });
});

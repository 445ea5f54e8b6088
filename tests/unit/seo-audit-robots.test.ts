import { describe, expect, test } from "vitest";
import { isAllowedFor, parseRobotsTxt } from "../../server/seo-audit/robots-txt";
import { isSitemapXml } from "../../server/seo-audit/site-files";
import { gzipSync } from "node:zlib";

describe("robots.txt as Google reads it", () => {
  const robots = parseRobotsTxt(
    [
      "# comment",
      "User-agent: *",
      "Disallow: /private/",
      "Disallow: /*.pdf$",
      "Allow: /private/press/",
      "",
      "User-agent: Googlebot",
      "User-agent: Googlebot-Image",
      "Disallow: /no-google/",
      "Disallow: /shop?*sort=",
      "",
      "Sitemap: https://www.example.com/sitemap_index.xml",
    ].join("\r\n"),
  );

  test("Googlebot follows its own group only, not the * group", () => {
    expect(isAllowedFor(robots, "googlebot", "/no-google/page")).toBe(false);
    expect(isAllowedFor(robots, "googlebot", "/private/page")).toBe(true);
    expect(isAllowedFor(robots, "googlebot", "/shop?page=2&sort=price")).toBe(false);
    expect(isAllowedFor(robots, "googlebot", "/shop?page=2")).toBe(true);
  });

  test("other crawlers follow the * group: longest match wins, allow wins a tie, $ anchors", () => {
    expect(isAllowedFor(robots, "bingbot", "/private/page")).toBe(false);
    expect(isAllowedFor(robots, "bingbot", "/private/press/release")).toBe(true);
    expect(isAllowedFor(robots, "bingbot", "/files/menu.pdf")).toBe(false);
    expect(isAllowedFor(robots, "bingbot", "/files/menu.pdf?v=2")).toBe(true);
    expect(isAllowedFor(parseRobotsTxt("User-agent: *\nDisallow: /a\nAllow: /a"), "bingbot", "/a")).toBe(true);
  });

  test("an empty Disallow allows everything, and no group at all allows everything", () => {
    expect(isAllowedFor(parseRobotsTxt("User-agent: *\nDisallow:"), "googlebot", "/")).toBe(true);
    expect(isAllowedFor(parseRobotsTxt(""), "googlebot", "/")).toBe(true);
    expect(isAllowedFor(parseRobotsTxt("User-agent: *\nDisallow: /"), "googlebot", "/")).toBe(false);
  });

  test("Sitemap lines are collected wherever they stand", () => {
    expect(robots.sitemaps).toEqual(["https://www.example.com/sitemap_index.xml"]);
  });
});

describe("a sitemap", () => {
  test("is XML with a urlset or sitemapindex root, plain or gzipped", () => {
    const xml =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/</loc></url></urlset>';
    expect(isSitemapXml(Buffer.from(xml))).toBe(true);
    expect(isSitemapXml(gzipSync(xml))).toBe(true);
    expect(isSitemapXml(Buffer.from("<sitemapindex><sitemap/></sitemapindex>"))).toBe(true);
    expect(isSitemapXml(Buffer.from("<!DOCTYPE html><html><body>Not found</body></html>"))).toBe(false);
    expect(isSitemapXml(Buffer.from([0x1f, 0x8b, 0, 1]))).toBe(false);
  });
});

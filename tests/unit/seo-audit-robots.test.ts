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

  test("wildcards match in time that grows with the path, not exponentially (a site's own robots.txt cannot stall the audit)", () => {
    // As a regular expression, "/*a*a*a*a*a*a*a*a*b$" against a long run of "a" backtracks for minutes.
    const hostile = parseRobotsTxt(`User-agent: *\nDisallow: /${"*a".repeat(40)}*b$\nDisallow: /${"*a".repeat(40)}*b`);
    const started = performance.now();
    expect(isAllowedFor(hostile, "googlebot", `/${"a".repeat(4000)}`)).toBe(true);
    expect(isAllowedFor(hostile, "googlebot", `/${"a".repeat(4000)}b`)).toBe(false);
    expect(isAllowedFor(hostile, "googlebot", `/${"a".repeat(4000)}bc`)).toBe(false);
    // Generous for a busy machine: the backtracking version does not finish in a minute.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  test("wildcards and the end anchor keep their meaning", () => {
    const allows = (rule: string, path: string) => isAllowedFor(parseRobotsTxt(`User-agent: *\nDisallow: ${rule}`), "googlebot", path);
    expect(allows("/a*b*c$", "/a-b-c")).toBe(false);
    expect(allows("/a*b*c$", "/a-b-c-d")).toBe(true);
    expect(allows("/a*b*c$", "/abcbc")).toBe(false);
    expect(allows("/a*b*c", "/a-b-c-d")).toBe(false);
    expect(allows("/a*c", "/ab")).toBe(true);
    expect(allows("/ab*$", "/ab")).toBe(false);
    expect(allows("/ab$", "/abc")).toBe(true);
    expect(allows("/a$b", "/a$b/x")).toBe(false);
    expect(allows("*", "/anything")).toBe(false);
    expect(allows("/*.php$", "/index.php")).toBe(false);
    expect(allows("/*.php$", "/php")).toBe(true);
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

  test("is told by its root element alone: nesting below it costs nothing (the parse stops there)", () => {
    const started = performance.now();
    // 100,000 unclosed elements: reading them all took htmlparser2 minutes (its open-element stack grows at its front).
    expect(isSitemapXml(gzipSync(`<urlset>${"<url>".repeat(100_000)}`))).toBe(true);
    expect(isSitemapXml(Buffer.from(`<!-- a comment -->${"<div>".repeat(100_000)}`))).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

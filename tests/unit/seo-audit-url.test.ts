import { describe, expect, test } from "vitest";
import { isWebAddress, normalizeAuditUrl } from "../../shared/seo-audit-url";

describe("the address a visitor types", () => {
  test.each([
    ["example.com", "https://example.com/", true],
    ["  www.example.com/pricing?x=1#top ", "https://www.example.com/pricing?x=1", true],
    ["example.com:8080/shop", "https://example.com:8080/shop", true],
    ["localhost:3000", "https://localhost:3000/", true],
    ["127.0.0.1:80", "https://127.0.0.1:80/", true],
    ["//example.com/a", "https://example.com/a", true],
    ["http://Example.COM", "http://example.com/", false],
    ["ftp://example.com/", "ftp://example.com/", false],
  ])("%s is read as %s (scheme guessed: %s)", (typed, url, isSchemeGuessed) => {
    expect(normalizeAuditUrl(typed)).toEqual({ url, isSchemeGuessed });
  });

  test.each([
    ["", "Enter the address of the page to audit"],
    ["   ", "Enter the address of the page to audit"],
    ["http://", "Enter a full website address, such as https://www.example.com"],
    ["https://exa mple.com", "Enter a full website address, such as https://www.example.com"],
    [`example.com/${"a".repeat(2048)}`, "That address is longer than 2048 characters"],
  ])("%j is refused: %s", (typed, error) => {
    expect(normalizeAuditUrl(typed)).toEqual({ error });
  });

  test("only http(s) addresses with a host are web addresses", () => {
    expect(isWebAddress("https://example.com/")).toBe(true);
    expect(isWebAddress("http://example.com/")).toBe(true);
    for (const url of ["ftp://example.com/", "javascript:alert(1)", "mailto:a@example.com", "file:///etc/passwd", "not a url"]) {
      expect(isWebAddress(url), url).toBe(false);
    }
  });
});

import type { DataStrategyFunctionArgs, DataStrategyMatch } from "react-router";
import { describe, expect, test } from "vitest";
import { copyFirstStrategy } from "../../client/app/copy-first-strategy";
import { keepVisitQuery, queryParamName } from "../../shared/visit-query";

// Where a redirect sends a visit, with the visit's query string (shared/visit-query.ts): the server's
// redirects are walked in tests/api/redirect-query.test.ts, the browser's loader redirects here.

describe("keepVisitQuery", () => {
  test("puts the visit's query, as sent, on a target without one", () => {
    expect(keepVisitQuery("/case-studies/new", "/case-studies/old?gclid=A%2Bb&utm_term=white+label")).toBe(
      "/case-studies/new?gclid=A%2Bb&utm_term=white+label",
    );
    expect(keepVisitQuery("/uk", "/uk/?msclkid=x#ignored")).toBe("/uk?msclkid=x");
  });

  test("leaves a target alone when the visit had no query", () => {
    expect(keepVisitQuery("/about", "/About")).toBe("/about");
    expect(keepVisitQuery("/about?tab=team", "/About?")).toBe("/about?tab=team");
  });

  test("keeps the target's own parameters first and its fragment last; the visit cannot override them", () => {
    expect(keepVisitQuery("/blog?category=seo#top", "/old?category=ads&gclid=A&utm_source=x")).toBe(
      "/blog?category=seo&gclid=A&utm_source=x#top",
    );
    expect(keepVisitQuery("/x?a%20b=1", "/y?a+b=2&c=3")).toBe("/x?a%20b=1&c=3");
  });

  test("names are read as a page reads them; a name that cannot be decoded is still passed on", () => {
    expect(queryParamName("utm%5Fsource=x")).toBe("utm_source");
    expect(queryParamName("flag")).toBe("flag");
    expect(queryParamName("%E0%A4%A=1")).toBeNull();
    expect(keepVisitQuery("/a", "/b?%E0%A4%A=1&gclid=A")).toBe("/a?%E0%A4%A=1&gclid=A");
  });
});

describe("a loader's redirect in the browser (client/app/copy-first-strategy.ts)", () => {
  test("keeps the navigation's query on its way to the study's current address", async () => {
    const strategy = copyFirstStrategy(() => ({}));
    // What react-router's redirect() throws from the study's loader (client/features/content/content-loaders.ts).
    const moved = new Response(null, { status: 301, headers: { Location: "/case-studies/junksaway-case-study" } });
    const match = {
      shouldLoad: true,
      route: { id: "case-study" },
      resolve: async () => ({ type: "error" as const, result: moved }),
    } as unknown as DataStrategyMatch;
    const results = await strategy({
      matches: [match],
      request: new Request("http://localhost/case-studies/junksaway?utm_source=newsletter&gclid=TEST123"),
    } as unknown as DataStrategyFunctionArgs);
    const result = results["case-study"]!.result as Response;
    expect(result.status).toBe(301);
    expect(result.headers.get("Location")).toBe("/case-studies/junksaway-case-study?utm_source=newsletter&gclid=TEST123");
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from "vitest";

// Each full page load runs entry.client.tsx afresh: a new module instance, the same tab's sessionStorage.
async function pageLoad(url: string, referrer = "") {
  vi.resetModules();
  window.history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  const landing = await import("../../client/lib/attribution/landing");
  landing.rememberLanding();
  return landing;
}

afterEach(() => window.sessionStorage.clear());

describe("the landing page a visit is credited to", () => {
  test("a visitor who leaves the ad's landing page before it recorded the visit is still credited to the ad", async () => {
    await pageLoad("/?utm_source=google&gclid=abc", "https://www.google.com/");
    // Gone to the next page before the attribution module loaded on the first one.
    const second = await pageLoad("/about?utm_source=newsletter");
    expect(second.landingToRecord()).toEqual({
      url: `${window.location.origin}/?utm_source=google&gclid=abc`,
      referrer: "https://www.google.com/",
    });
    // Recorded once: the next page records its own landing.
    const third = await pageLoad("/contact");
    expect(third.landingToRecord().url).toBe(`${window.location.origin}/contact`);
  });

  test("once the visit is recorded, later pages keep nothing", async () => {
    const first = await pageLoad("/?utm_source=google");
    first.landingToRecord();
    window.sessionStorage.setItem("lead-attribution", "{}");
    await pageLoad("/about?utm_source=newsletter");
    expect(window.sessionStorage.getItem("lead-attribution-landing")).toBeNull();
  });
});

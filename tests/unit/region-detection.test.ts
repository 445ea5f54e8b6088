import { describe, expect, test } from "vitest";
import { arrivalDecision, detectRegion, regionFromTimeZone } from "../../client/lib/region/detect-region";
import { basePathOf, regionOfPath, regionPath, switchRegionPath } from "../../shared/region-addresses";

describe("the region guessed from the browser's time zone", () => {
  test.each([
    ["Europe/London", "UK"],
    ["Europe/Dublin", "UK"],
    ["Europe/Berlin", "DE"],
    ["Europe/Vienna", "DE"],
    ["Europe/Paris", "DE"],
    ["America/New_York", "US"],
    ["America/Los_Angeles", "US"],
    ["Asia/Kolkata", "US"],
    ["Australia/Sydney", "US"],
    ["UTC", "US"],
    ["Europe", "US"],
    ["", "US"],
    [undefined, "US"],
    [null, "US"],
  ])("%s gives %s", (timeZone, region) => {
    expect(regionFromTimeZone(timeZone)).toBe(region);
  });
});

describe("detecting the visitor's region", () => {
  test("a saved, valid choice wins over the time zone", () => {
    expect(detectRegion({ stored: "UK", timeZone: "Europe/Berlin" })).toBe("UK");
    expect(detectRegion({ stored: "DE", timeZone: "America/Chicago" })).toBe("DE");
    expect(detectRegion({ stored: "US", timeZone: "Europe/London" })).toBe("US");
  });

  test("a saved value that is not a region is ignored and the time zone decides", () => {
    for (const stored of ["FR", "de", "uk", "", " US", "null", '{"region":"DE"}']) {
      expect(detectRegion({ stored, timeZone: "Europe/London" }), stored).toBe("UK");
      expect(detectRegion({ stored, timeZone: "Asia/Tokyo" }), stored).toBe("US");
    }
  });

  test("with nothing saved and no time zone the visitor gets the US", () => {
    expect(detectRegion({ stored: null, timeZone: undefined })).toBe("US");
  });
});

describe("the first address of a visit (docs/decisions/0016-regions-as-addresses.md)", () => {
  test("a US address moves a visitor whose time zone says UK or DE to their region, once, without saving a guess", () => {
    expect(arrivalDecision({ pathname: "/", stored: null, timeZone: "Europe/Berlin" })).toEqual({ save: null, goTo: "DE" });
    expect(arrivalDecision({ pathname: "/services/seo", stored: null, timeZone: "Europe/Dublin" })).toEqual({ save: null, goTo: "UK" });
  });

  test("a crawler or a US visitor stays: no storage and a UTC or American time zone", () => {
    for (const timeZone of ["UTC", "America/New_York", undefined]) {
      expect(arrivalDecision({ pathname: "/", stored: null, timeZone }), String(timeZone)).toEqual({ save: null, goTo: null });
    }
  });

  test("a saved choice wins over the time zone", () => {
    expect(arrivalDecision({ pathname: "/about", stored: "US", timeZone: "Europe/Berlin" })).toEqual({ save: null, goTo: null });
    expect(arrivalDecision({ pathname: "/about", stored: "UK", timeZone: "UTC" })).toEqual({ save: null, goTo: "UK" });
  });

  test("a UK or DE address is where the visitor asked to be: they stay there and it becomes their choice", () => {
    expect(arrivalDecision({ pathname: "/de/about", stored: "UK", timeZone: "Europe/London" })).toEqual({ save: "DE", goTo: null });
    expect(arrivalDecision({ pathname: "/uk", stored: null, timeZone: "America/Chicago" })).toEqual({ save: "UK", goTo: null });
  });

  test("a landing page never moves: the ad chose its region, and its other versions may not exist", () => {
    expect(arrivalDecision({ pathname: "/lp/dental-seo", stored: "DE", timeZone: "Europe/Berlin" })).toEqual({ save: null, goTo: null });
    expect(arrivalDecision({ pathname: "/lp/dental-seo?kw=dentists", stored: null, timeZone: "Europe/London" })).toEqual({
      save: null,
      goTo: null,
    });
    expect(arrivalDecision({ pathname: "/de/lp/zahnarzt-seo", stored: "UK", timeZone: "Europe/London" })).toEqual({
      save: "DE",
      goTo: null,
    });
  });

  test("pages with one address never move", () => {
    for (const pathname of ["/admin", "/admin/leads", "/newsletter/confirm", "/newsletter/unsubscribe"]) {
      expect(arrivalDecision({ pathname, stored: "DE", timeZone: "Europe/Berlin" }), pathname).toEqual({ save: null, goTo: null });
    }
  });
});

describe("regional addresses", () => {
  test.each([
    ["/", "US", "/"],
    ["/uk", "UK", "/"],
    ["/de/", "DE", "/"],
    ["/DE/about", "DE", "/about"],
    ["/uk/services/seo?x=1", "UK", "/services/seo?x=1"],
    ["/ukraine", "US", "/ukraine"],
    ["/deals", "US", "/deals"],
  ])("%s is in %s, page %s", (path, region, base) => {
    expect(regionOfPath(path)).toBe(region);
    expect(basePathOf(path)).toBe(base);
  });

  test("a plain path gets the region's prefix; files, the API, the staff area and other sites do not", () => {
    expect(regionPath("DE", "/")).toBe("/de");
    expect(regionPath("DE", "/?submitted=x")).toBe("/de?submitted=x");
    expect(regionPath("UK", "/contact?service=seo#form")).toBe("/uk/contact?service=seo#form");
    expect(regionPath("US", "/contact")).toBe("/contact");
    for (const path of [
      "/api/contacts",
      "/admin/leads",
      "/blog/rss.xml",
      "/images/logo.svg",
      "/.well-known/security.txt",
      "//x.example/",
      "https://x.example/",
      "?page=2",
      "/newsletter/confirm?token=x",
    ]) {
      expect(regionPath("DE", path), path).toBe(path);
    }
    expect(regionPath("DE", "/de/about")).toBe("/de/about");
  });

  test("switching keeps the page and its query", () => {
    expect(switchRegionPath("/services/seo?x=1", "UK")).toBe("/uk/services/seo?x=1");
    expect(switchRegionPath("/uk/services/seo", "DE")).toBe("/de/services/seo");
    expect(switchRegionPath("/de", "US")).toBe("/");
  });
});

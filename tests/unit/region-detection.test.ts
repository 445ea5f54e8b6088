import { describe, expect, test } from "vitest";
import { detectRegion, readRegionCookie, regionFromTimeZone } from "../../client/lib/region/detect-region";

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
    expect(detectRegion({ stored: "UK", cookie: null, timeZone: "Europe/Berlin" })).toBe("UK");
    expect(detectRegion({ stored: "DE", cookie: null, timeZone: "America/Chicago" })).toBe("DE");
    expect(detectRegion({ stored: "US", cookie: null, timeZone: "Europe/London" })).toBe("US");
  });

  test("a saved value that is not a region is ignored and the time zone decides", () => {
    for (const stored of ["FR", "de", "uk", "", " US", "null", '{"region":"DE"}']) {
      expect(detectRegion({ stored, cookie: null, timeZone: "Europe/London" }), stored).toBe("UK");
      expect(detectRegion({ stored, cookie: null, timeZone: "Asia/Tokyo" }), stored).toBe("US");
    }
  });

  test("the region cookie counts as the saved choice when local storage has none", () => {
    expect(detectRegion({ stored: null, cookie: "DE", timeZone: "America/New_York" })).toBe("DE");
    expect(detectRegion({ stored: "UK", cookie: "DE", timeZone: "America/New_York" })).toBe("UK");
    expect(detectRegion({ stored: null, cookie: "XX", timeZone: "Europe/Dublin" })).toBe("UK");
  });

  test("with nothing saved and no time zone the visitor gets the US", () => {
    expect(detectRegion({ stored: null, cookie: null, timeZone: undefined })).toBe("US");
  });
});

describe("reading the region cookie", () => {
  test("finds the cookie among others and tells a missing cookie apart from an empty one", () => {
    expect(readRegionCookie("theme=dark; region=DE; x=1")).toBe("DE");
    expect(readRegionCookie("region=")).toBe("");
    expect(readRegionCookie("myregion=DE")).toBeNull();
    expect(readRegionCookie("")).toBeNull();
  });
});

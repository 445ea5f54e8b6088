import { describe, expect, test } from "vitest";
import {
  attributionFormFields,
  attributionFromFormFields,
  attributionFromUrl,
  cleanAttribution,
  isReferredVisit,
} from "../../shared/attribution/clean-attribution";
import { trafficSourceOf } from "../../shared/attribution/traffic-source";
import { ATTRIBUTION_FORM_FIELD_NAMES } from "../../shared/schemas/lead-attribution";

describe("reading attribution from a page address", () => {
  test("takes the path and query as the landing page and the campaign parameters from the query", () => {
    const url = new URL(
      "https://agency.test/services/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=x&utm_term=seo&utm_content=a&gclid=abc&gbraid=g1&wbraid=w1&fbclid=f1&msclkid=f894f652ea334e739002f7167ab8f8e3#pricing",
    );
    expect(attributionFromUrl(url, "https://www.google.com/search?q=white+label+seo", { ownHosts: ["agency.test"] })).toEqual({
      landingPage:
        "/services/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=x&utm_term=seo&utm_content=a&gclid=abc&gbraid=g1&wbraid=w1&fbclid=f1&msclkid=f894f652ea334e739002f7167ab8f8e3",
      referrer: "https://www.google.com/search",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "x",
      utmTerm: "seo",
      utmContent: "a",
      gclid: "abc",
      gbraid: "g1",
      wbraid: "w1",
      fbclid: "f1",
      msclkid: "f894f652ea334e739002f7167ab8f8e3",
    });
  });

  test("keeps only the origin and path of another site's page, and none of our own", () => {
    const url = new URL("https://agency.test/");
    expect(attributionFromUrl(url, "https://news.example/article/42?session=secret#top", { ownHosts: ["agency.test"] })?.referrer).toBe(
      "https://news.example/article/42",
    );
    expect(attributionFromUrl(url, "https://agency.test/blog", { ownHosts: ["agency.test"] })?.referrer).toBeUndefined();
    expect(attributionFromUrl(url, "", { ownHosts: ["agency.test"] })).toEqual({ landingPage: "/" });
  });
});

describe("cleaning untrusted attribution", () => {
  test("trims, strips control characters, cuts to the limits and drops what is not what it claims to be", () => {
    expect(
      cleanAttribution({
        landingPage: "/pricing\u0007?x=1#frag",
        referrer: "ftp://files.example/",
        utmSource: "\tgoogle\r\n",
        utmCampaign: "é".repeat(300),
        gclid: "Cj0KCQiA-_x1",
        fbclid: "has space",
        msclkid: 12,
      }),
    ).toEqual({ landingPage: "/pricing ?x=1", utmSource: "google", utmCampaign: "é".repeat(200), gclid: "Cj0KCQiA-_x1" });
  });

  test("keeps a click id only in the characters its network issues, whole or not at all", () => {
    const kept = (key: "gclid" | "gbraid" | "wbraid" | "fbclid" | "msclkid", value: string) => cleanAttribution({ [key]: value })?.[key];
    // The probe's formula cells, and what else no network issues: base64's "+", "/", "=", dots, a leading "-" or "_".
    for (const value of ["=1+1", "-2+3", "+A1", "==cmd", "@SUM(A1)", "-23", "_abc", "Cj0.KC", "Cj0/KC=", "Cj0+KC", "Cj0~KC"]) {
      for (const key of ["gclid", "gbraid", "wbraid", "fbclid", "msclkid"] as const)
        expect(kept(key, value), `${key} ${value}`).toBeUndefined();
    }
    expect(kept("gclid", "EAIaIQobChMI8pP-_5a4hAMV")).toBe("EAIaIQobChMI8pP-_5a4hAMV");
    expect(kept("gbraid", "0AAAAADkXm3u_Ab-9")).toBe("0AAAAADkXm3u_Ab-9");
    expect(kept("wbraid", "CjkKCQiA_wbraid-1")).toBe("CjkKCQiA_wbraid-1");
    expect(kept("fbclid", "IwAR2F4-dbP0l7Mn1IawQQGC_x")).toBe("IwAR2F4-dbP0l7Mn1IawQQGC_x");
    // Microsoft's is a GUID's 32 hex digits, as its offline conversion records show it.
    expect(kept("msclkid", "f894f652ea334e739002f7167ab8f8e3")).toBe("f894f652ea334e739002f7167ab8f8e3");
    expect(kept("msclkid", "F894F652EA334E739002F7167AB8F8E3")).toBe("F894F652EA334E739002F7167AB8F8E3");
    for (const short of ["3f2a9c0d", "f894f652-ea33-4e73-9002-f7167ab8f8e3", "g894f652ea334e739002f7167ab8f8e3"])
      expect(kept("msclkid", short)).toBeUndefined();
    // Longer than its limit, an id is no click's: cut, it would name another.
    expect(kept("gclid", "C".repeat(300))).toBe("C".repeat(300));
    expect(kept("gclid", "C".repeat(301))).toBeUndefined();
  });

  test("never splits a character made of two UTF-16 units", () => {
    const cut = cleanAttribution({ utmTerm: `${"a".repeat(199)}😀` })!.utmTerm!;
    expect(cut).toBe("a".repeat(199));
  });

  test("gives null for anything that is not an object with a usable value", () => {
    for (const input of [null, undefined, "x", 3, [], [{ utmSource: "a" }], {}, { landingPage: "https://evil.example/" }, { other: "x" }]) {
      expect(cleanAttribution(input), JSON.stringify(input)).toBeNull();
    }
  });

  test("reads a plain form's flat fields, the first non-empty copy of a repeated one", () => {
    expect(
      attributionFromFormFields({ attr_landing_page: "/contact", utm_source: ["", "newsletter", "x"], name: "not attribution" }),
    ).toEqual({
      landingPage: "/contact",
      utmSource: "newsletter",
    });
  });

  test("writes an attribution back as the flat hidden fields, the names the server reads", () => {
    const fields = attributionFormFields({ landingPage: "/", utmSource: "google", gclid: "abc" });
    expect(fields).toEqual({ attr_landing_page: "/", utm_source: "google", gclid: "abc" });
    expect(Object.keys(fields).every((name) => ATTRIBUTION_FORM_FIELD_NAMES.includes(name))).toBe(true);
    expect(attributionFromFormFields(fields)).toEqual({ landingPage: "/", utmSource: "google", gclid: "abc" });
    expect(ATTRIBUTION_FORM_FIELD_NAMES).toEqual([
      "attr_landing_page",
      "attr_referrer",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "gclid",
      "gbraid",
      "wbraid",
      "fbclid",
      "msclkid",
    ]);
  });

  test("a visit with only a landing page is not referred; a tag, click id or referring site is", () => {
    expect(isReferredVisit({ landingPage: "/" })).toBe(false);
    expect(isReferredVisit(null)).toBe(false);
    expect(isReferredVisit({ landingPage: "/", fbclid: "x" })).toBe(true);
    expect(isReferredVisit({ landingPage: "/", referrer: "https://clutch.co" })).toBe(true);
  });
});

describe("the traffic source of a lead", () => {
  test.each([
    [{ utmSource: "LinkedIn ", gclid: "x" }, "linkedin"],
    [{ gclid: "x" }, "google"],
    [{ wbraid: "x" }, "google"],
    [{ msclkid: "x" }, "bing"],
    [{ fbclid: "x", msclkid: "y" }, "bing"],
    [{ fbclid: "x", gbraid: "y" }, "google"],
    [{ fbclid: "x", referrer: "https://m.facebook.com" }, "facebook"],
    [{ referrer: "https://www.clutch.co/profile" }, "clutch.co"],
    [{ landingPage: "/" }, "(direct)"],
    [null, null],
  ])("%j → %s", (attribution, source) => {
    expect(trafficSourceOf(attribution)).toBe(source);
  });
});

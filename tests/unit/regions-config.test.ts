import { describe, expect, test } from "vitest";
import { defaultBrand } from "../../shared/brand";
import { REGIONS } from "../../shared/constants";
import { regionInfo, resolveRegion, type RegionConfig } from "../../shared/content/regions";

// spec §3 Region config: every field, for every region.
const TEXT_FIELDS = [
  "flag",
  "name",
  "timezone",
  "heroTitle",
  "heroSubtitle",
  "tagline",
  "ctaButton",
  "downloadButton",
  "servicesTitle",
  "caseStudiesTitle",
  "contactFormTitle",
  "contactFormSubtitle",
  "seoTitle",
  "seoDescription",
] as const satisfies readonly (keyof RegionConfig)[];

describe("region config (spec §3)", () => {
  test.each(REGIONS)("%s has every field filled in, with its booking URL, phone and email", (code) => {
    const region = resolveRegion(code, defaultBrand);
    expect(region.code).toBe(code);
    for (const field of TEXT_FIELDS) expect(region[field].trim(), `${code}.${field}`).not.toBe("");
    expect(region.bookingUrl).toMatch(/^https:\/\//);
    expect(region.email).toContain("@");
    expect(region.phone).toMatch(/\d/);
    expect(Intl.DateTimeFormat(undefined, { timeZone: region.timezone }).resolvedOptions().timeZone).toBe(region.timezone);
  });

  test("US and UK promise 'Scale Your Agency Without Hiring'; Germany reads German", () => {
    expect(regionInfo.US.heroTitle).toBe("Scale Your Agency Without Hiring");
    expect(regionInfo.UK.heroTitle).toBe("Scale Your Agency Without Hiring");
    expect(regionInfo.DE.heroTitle).toBe("Skalieren Sie Ihre Agentur ohne Neueinstellungen");
    expect(regionInfo.DE.ctaButton).toBe("Kostenlose Beratung buchen");
    expect(regionInfo.DE.contactFormTitle).toMatch(/Agentur/);
    expect(regionInfo.DE.seoDescription).toMatch(/Agentur/);
    expect(regionInfo.DE.htmlLang).toBe("de");
  });

  test("only Germany has a unique value", () => {
    expect(regionInfo.DE.uniqueValue).toMatch(/\w/);
    expect(regionInfo.US.uniqueValue).toBeUndefined();
    expect(regionInfo.UK.uniqueValue).toBeUndefined();
  });

  test("SEO texts fit search results and differ per region", () => {
    for (const code of REGIONS) {
      expect(regionInfo[code].seoTitle.length, code).toBeLessThanOrEqual(70);
      expect(regionInfo[code].seoDescription.length, code).toBeLessThanOrEqual(200);
    }
    expect(new Set(REGIONS.map((c) => regionInfo[c].seoTitle)).size).toBe(3);
  });

  test("contacts come from the brand unless a region sets its own", () => {
    const brand = { ...defaultBrand, bookingUrl: "https://book.example/x", phone: "+1 555 0100", email: "a@b.example" };
    expect(resolveRegion("UK", brand)).toMatchObject({ bookingUrl: "https://book.example/x", phone: "+1 555 0100", email: "a@b.example" });
    const original = regionInfo.DE.contact;
    regionInfo.DE.contact = { bookingUrl: "https://book.example/de" };
    try {
      expect(resolveRegion("DE", brand)).toMatchObject({ bookingUrl: "https://book.example/de", phone: "+1 555 0100" });
    } finally {
      regionInfo.DE.contact = original;
    }
  });
});

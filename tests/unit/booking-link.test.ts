import { describe, expect, test } from "vitest";
import { bookingLink } from "../../shared/booking/booking-link";
import { ATTRIBUTION_FIELDS, ATTRIBUTION_KEYS, type LeadAttribution } from "../../shared/schemas/lead-attribution";

// The booking page's address carries the visit's campaign tags and, after a sent form, the
// visitor's name and email (docs/decisions/0026-ads-conversion-loop.md). Which tags those are is
// the attribution list's fact (shared/schemas/lead-attribution.ts), not the link's.

describe("the booking link", () => {
  const everyField = Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, `${key}-value`])) as LeadAttribution;
  const params = (href: string) => Object.fromEntries(new URL(href).searchParams);

  test("carries every utm_* field of the attribution list under its own name, and no click id, page or referrer", () => {
    const utm = ATTRIBUTION_KEYS.filter((key) => ATTRIBUTION_FIELDS[key].name.startsWith("utm_"));
    expect(utm).toHaveLength(5);
    expect(params(bookingLink("https://calendly.com/agency/call", everyField, null))).toEqual(
      Object.fromEntries(utm.map((key) => [ATTRIBUTION_FIELDS[key].name, `${key}-value`])),
    );
  });

  test("adds the name and email of a sent form, and keeps the base's own parameters", () => {
    const href = bookingLink(
      "https://calendly.com/agency/call?month=2026-12",
      { utmSource: "google" },
      { name: "Robin Vale", email: "robin@brightside.example" },
    );
    expect(params(href)).toEqual({ month: "2026-12", utm_source: "google", name: "Robin Vale", email: "robin@brightside.example" });
  });

  test("leaves an address that is not absolute as it is", () => {
    expect(bookingLink("/contact", everyField, null)).toBe("/contact");
  });
});

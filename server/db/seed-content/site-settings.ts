import type { Brand, RegionContactSettings } from "../../../shared/brand";
import { REGIONS } from "../../../shared/constants";
import type { SiteSettingsDocument } from "../../../shared/schemas/site-settings";

// The site settings a database starts with (docs/decisions/0040-site-settings.md): the values the
// site had in code and configuration when staff took them over. The claims, certifications, audit
// and response times are the product's (docs/product-rules.md#home-page, #company-content; facts
// `company.claims`), with no date or source, since none was ever given; the certifications' periods
// ("2025–2026") become their first and last days. Contacts, hours, address and profiles are the
// brand's as configured at the first start (BRAND_* and REGION_<CODE>_* variables, server/env.ts):
// after that the settings are where they live, and the variables seed nothing more.

const none = { en: null, de: null };
const claim = (key: SiteSettingsDocument["claims"][number]["key"], value: string | null, inStrip = true) => ({
  key,
  value,
  inStrip,
  asOf: null,
  source: none,
});

function regionOwn(own: Partial<RegionContactSettings> | undefined): SiteSettingsDocument["contacts"]["regions"]["US"] {
  return {
    phone: own?.phone ?? null,
    email: own?.email ?? null,
    bookingUrl: own?.bookingUrl ?? null,
    hours: own?.hours ?? null,
    timeZone: own?.timeZone ?? null,
    address: own?.address ?? null,
  };
}

export function seedSiteSettings(brand: Brand): SiteSettingsDocument {
  return {
    company: { foundingYear: brand.foundingYear },
    claims: [
      claim("agencies", "25+"),
      claim("specialists", "20+"),
      claim("whiteLabel", "100%"),
      claim("response", "24hr"),
      claim("satisfaction", "85%"),
      claim("growth", "3x"),
      claim("departments", "6"),
      // The founding year, counted from the company settings: one home for it.
      claim("since", null),
      claim("subscribers", "1,000+", false),
    ],
    security: {
      certifications: [
        { id: "iso27001", validFrom: "2025-01-01", validUntil: "2026-12-31" },
        { id: "soc2", validFrom: "2024-01-01", validUntil: "2025-12-31" },
        { id: "gdpr", validFrom: null, validUntil: null },
      ],
      lastAudit: "2025-01",
      responseHours: { critical: 1, high: 4, medium: 24 },
    },
    contacts: {
      phone: brand.phone,
      email: brand.email,
      bookingUrl: brand.bookingUrl,
      hours: brand.hours,
      timeZone: brand.timeZone,
      address: brand.address,
      regions: Object.fromEntries(
        REGIONS.map((region) => [region, regionOwn(brand.regionContacts[region])]),
      ) as SiteSettingsDocument["contacts"]["regions"],
    },
    social: brand.social.map((s) => ({ ...s })),
    look: { ...brand.colors, logo: null },
  };
}

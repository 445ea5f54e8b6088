import type { RegionCode } from "../constants";

// Who we are, for /about and /contact (docs/product-rules.md#home-page; facts `company`): the
// markets and currencies. The claims a visitor reads about the agency (team size, agencies served,
// subscribers...) are site settings staff keep dated (shared/content/claims.ts,
// docs/decisions/0040-site-settings.md); what the about page says around them is its page copy
// (shared/i18n/pages/about.en.ts). The agency's name and contacts are brand settings (shared/brand.ts).

/** The markets we serve (facts `company.markets`); their names are page copy (contact.en.ts). */
export const markets: readonly RegionCode[] = ["US", "UK", "DE"];

// Currencies (the LocalBusiness JSON-LD says the same). Business hours are each region's
// contact settings (shared/content/regions.ts resolveRegion).
export const acceptedCurrencies = ["GBP", "USD", "EUR"] as const;
export const RESPONSE_TIME_HOURS = 24;

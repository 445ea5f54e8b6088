import type { RegionCode } from "../constants";

// Who we are, for /about, /contact and /newsletter (docs/product-rules.md#home-page; facts
// `company`, `team`, `partners`, `newsletterWelcomeBullets`): the figures only. What the
// about page says about them (story, partnership steps, values) is its page copy per language
// (shared/i18n/pages/about.en.ts). The agency's name and contacts are brand settings (shared/brand.ts).

/** The claims the about page states (the founding year comes from the brand); their labels are page copy (about.en.ts). */
export const companyClaims = [{ value: "20+" }, { value: "6" }, { value: "25+" }, { value: "100%" }] as const;

/** The markets we serve (facts `company.markets`); their names are page copy (contact.en.ts). */
export const markets: readonly RegionCode[] = ["US", "UK", "DE"];

// Currencies (the LocalBusiness JSON-LD says the same). Business hours are each region's
// contact settings (shared/content/regions.ts resolveRegion).
export const acceptedCurrencies = ["GBP", "USD", "EUR"] as const;
export const RESPONSE_TIME_HOURS = 24;

/** The newsletter's audience; what it brings (facts `newsletterWelcomeBullets`) is page copy, shared/i18n/pages/newsletter.en.ts. */
export const NEWSLETTER_SUBSCRIBERS = "1,000+";

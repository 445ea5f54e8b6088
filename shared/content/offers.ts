import { PROMO_SETUP_FREE } from "../constants";
import { getService, type ServiceSlug, type ServiceSummary } from "./services";

// Offers a link to /contact can carry (the home page's dedicated-resources
// button sends ?coupon=SETUP FREE&service=dedicated-resources&promo=setup-free).
// Only offers listed here are shown or stored: text from a URL is never echoed onto
// the page, so nobody can craft a link that makes us "promise" something else.

/** The ?promo= campaign names; each offer's title and text are copy keyed by it (shared/i18n/pages/contact.en.ts and .de.ts). */
export type OfferPromo = "setup-free";

export interface ContactOffer {
  /** The code stored in the lead's couponCode. */
  couponCode: string;
  /** The ?promo= campaign name. */
  promo: OfferPromo;
  /** The service the offer applies to. */
  service: ServiceSlug;
}

export const contactOffers: readonly ContactOffer[] = [
  {
    couponCode: PROMO_SETUP_FREE,
    promo: "setup-free",
    service: "dedicated-resources",
  },
];

const normalise = (value: string) =>
  value
    .trim()
    .replace(/[\s_-]+/g, " ")
    .toUpperCase();

export interface ContactPrefill {
  service: ServiceSummary | null;
  offer: ContactOffer | null;
}

/**
 * Reads ?service=, ?coupon= and ?promo=. A coupon is matched without regard to case
 * or spacing ("setup-free", "SETUP+FREE"); a promo name alone also finds its offer.
 * Unknown values are ignored. The offer's service is preselected unless ?service= names another.
 */
export function contactPrefill(params: URLSearchParams): ContactPrefill {
  const coupon = params.get("coupon");
  const promo = params.get("promo");
  const offer =
    (coupon ? contactOffers.find((o) => normalise(o.couponCode) === normalise(coupon)) : undefined) ??
    (promo ? contactOffers.find((o) => normalise(o.promo) === normalise(promo)) : undefined) ??
    null;
  const requested = params.get("service");
  const service = (requested ? getService(requested.trim().toLowerCase()) : null) ?? (offer ? getService(offer.service) : null);
  return { service, offer };
}

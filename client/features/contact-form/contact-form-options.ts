import type { RegionCode } from "../../../shared/constants";
import type { ContactOffer } from "../../../shared/content/offers";
import { regionInfo } from "../../../shared/content/regions";

// The contact page form: its fixed values and option lists.

export const CONTACT_PAGE_FORM_TYPE = "contact-us-page-contact-form" as const;

const SYMBOL: Record<RegionCode, string> = { US: "$", UK: "£", DE: "€" };

/** Budget ranges in the visitor's regional currency (the stored text names it). */
export function budgetOptions(region: RegionCode): string[] {
  const s = SYMBOL[region];
  return [`Under ${s}1,000`, `${s}1,000 – ${s}2,500`, `${s}2,500 – ${s}5,000`, `${s}5,000 – ${s}10,000`, `Over ${s}10,000`, "Not sure yet"];
}

/** The values sent; their labels are in the page copy (shared/i18n/pages/contact.*.ts). */
export const preferredContactOptions = ["email", "phone", "video call"] as const;

/**
 * The hidden part of the lead: which form, where it came from and, with an offer,
 * its code and campaign (source "contact_page:<promo>"), so a lead from the home
 * page's free-setup button can be told apart in the inbox.
 */
export function contactHiddenFields(region: RegionCode, offer: ContactOffer | null): Record<string, string> {
  return {
    contactFormType: CONTACT_PAGE_FORM_TYPE,
    inquiry_type: CONTACT_PAGE_FORM_TYPE,
    source: offer ? `contact_page:${offer.promo}` : "contact_page",
    region,
    country: regionInfo[region].name,
    ...(offer ? { couponCode: offer.couponCode } : {}),
  };
}

import type { Lead } from "../schemas/lead";
import type { ContactFormType } from "../lead-form-types";
import { ATTRIBUTION_FIELDS, ATTRIBUTION_KEYS, type AttributionKey } from "../schemas/lead-attribution";

// Words for a lead's form and fields, for people: the team's notification email
// (server/mail/team-notification.ts) and anything else that shows a lead.

export const FORM_NAMES: Record<ContactFormType, string> = {
  "home-contact-form": "Home page form",
  "exit-popup-contact-form": "Exit-intent popup",
  "entry-popup-contact-form": "Entry popup",
  "mobile-popup-contact-form": "Mobile popup",
  "contact-us-page-contact-form": "Contact page",
  "newsletter-contact-form": "Newsletter sign-up",
  "service-page-contact-form": "Service page form",
  "dedicated-resource-contact-form": "Dedicated resources form",
  "pricing-calculator": "Pricing calculator",
  "onboarding-wizard": "Service finder",
  "seo-audit": "SEO audit report request",
  "n8n-waitlist": "n8n Automations waitlist",
  "contact-form": "Contact form",
  "landing-page-form": "Landing page form",
};

export const LEAD_FIELD_LABELS: Record<keyof Lead, string> = {
  name: "Name",
  email: "Email",
  company: "Company",
  phone: "Phone",
  service: "Service",
  message: "Message",
  source: "Source",
  region: "Region",
  inquiry_type: "Inquiry type",
  preferred_contact: "Preferred contact",
  country: "Country",
  topPriority: "Top priority",
  contactFormType: "Form type",
  agencyName: "Agency name",
  couponCode: "Coupon code",
  servicesSelected: "Services selected",
  budget: "Budget",
};

/** Each attribution field in words, for the team's email and the staff area alike. */
export const ATTRIBUTION_LABELS: Record<AttributionKey, string> = {
  landingPage: "Landing page",
  referrer: "Referring site",
  utmSource: "Campaign source (utm_source)",
  utmMedium: "Campaign medium (utm_medium)",
  utmCampaign: "Campaign (utm_campaign)",
  utmTerm: "Campaign term (utm_term)",
  utmContent: "Campaign content (utm_content)",
  gclid: "Google Ads click (gclid)",
  gbraid: "Google Ads app click (gbraid)",
  wbraid: "Google Ads web-to-app click (wbraid)",
  fbclid: "Meta ads click (fbclid)",
  msclkid: "Microsoft Ads click (msclkid)",
};

/** The words for an attribution field by its outside name (landing_page, utm_source, ...); other names as they are. */
export function attributionLabel(name: string): string {
  const key = ATTRIBUTION_KEYS.find((k) => ATTRIBUTION_FIELDS[k].name === name);
  return key ? ATTRIBUTION_LABELS[key] : name;
}

/** Values the popups and the home form send when the visitor gave none (client/features/popups/popup-leads.ts, shared/home-contact-payload.ts). */
const PLACEHOLDER_NAMES = new Set(["Exit Intent Lead", "Entry Popup Lead", "Mobile Popup Lead"]);
const PLACEHOLDER_COMPANIES = new Set(["Unknown", "Not provided"]);

export const realName = (name: string | null | undefined): string | null => (name && !PLACEHOLDER_NAMES.has(name) ? name : null);
export const realCompany = (company: string | null | undefined): string | null =>
  company && !PLACEHOLDER_COMPANIES.has(company) ? company : null;

/** "Hi Robin," rather than "Hi Robin Vale,". */
export const firstName = (name: string | null): string | null => name?.trim().split(/\s+/)[0] ?? null;

import type { ContactFormType, Lead } from "../schemas/lead";

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

/** Attribution keys in words; others are shown as they are. */
export const ATTRIBUTION_LABELS: Record<string, string> = {
  landingPage: "Landing page",
  landing_page: "Landing page",
  referrer: "Referrer",
  utm_source: "Campaign source (utm_source)",
  utm_medium: "Campaign medium (utm_medium)",
  utm_campaign: "Campaign (utm_campaign)",
  utm_term: "Campaign term (utm_term)",
  utm_content: "Campaign content (utm_content)",
  gclid: "Google Ads click (gclid)",
  gbraid: "Google Ads app click (gbraid)",
  wbraid: "Google Ads web click (wbraid)",
  fbclid: "Meta click (fbclid)",
  msclkid: "Microsoft Ads click (msclkid)",
};

/** Values the popups and the home form send when the visitor gave none (client/features/popups/popup-leads.ts, shared/home-contact-payload.ts). */
const PLACEHOLDER_NAMES = new Set(["Exit Intent Lead", "Entry Popup Lead", "Mobile Popup Lead"]);
const PLACEHOLDER_COMPANIES = new Set(["Unknown", "Not provided"]);

export const realName = (name: string | null | undefined): string | null => (name && !PLACEHOLDER_NAMES.has(name) ? name : null);
export const realCompany = (company: string | null | undefined): string | null =>
  company && !PLACEHOLDER_COMPANIES.has(company) ? company : null;

/** "Hi Robin," rather than "Hi Robin Vale,". */
export const firstName = (name: string | null): string | null => name?.trim().split(/\s+/)[0] ?? null;

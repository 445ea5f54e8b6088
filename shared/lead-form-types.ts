// The forms a lead can come from, on its own without the lead's schema: the browser's first
// chunks read which form is the newsletter's without loading zod (shared/schemas/lead.ts
// validates a lead against this list).

/** The union of every lead payload, plus the types later forms add (docs/product-rules.md#lead-forms). */
export const CONTACT_FORM_TYPES = [
  "home-contact-form",
  "exit-popup-contact-form",
  "entry-popup-contact-form",
  "mobile-popup-contact-form",
  "contact-us-page-contact-form",
  "newsletter-contact-form",
  "service-page-contact-form",
  "dedicated-resource-contact-form",
  "pricing-calculator",
  "onboarding-wizard",
  "seo-audit",
  "n8n-waitlist",
  "contact-form",
  "landing-page-form",
] as const;
export type ContactFormType = (typeof CONTACT_FORM_TYPES)[number];
/** The newsletter's sign-up: a lead that is subscribed only once its emailed link is clicked (docs/decisions/0013-lead-delivery.md). */
export const NEWSLETTER_FORM_TYPE = "newsletter-contact-form" satisfies ContactFormType;

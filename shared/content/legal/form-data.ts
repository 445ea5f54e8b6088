import type { Lead } from "../../schemas/lead";
import type { ContactFormType } from "../../lead-form-types";

// What each form on the site collects (every type of CONTACT_FORM_TYPES) and what
// an enquiry record holds (every field of LeadSchema). The Record types make the
// compiler refuse a new form or field that the privacy policy does not describe.

export const formsCollected: Record<ContactFormType, { form: string; collects: string }> = {
  "home-contact-form": {
    form: "Contact form on the home page",
    collects:
      "Name, email, phone (optional), agency name (optional), the services and sub-services you choose, your message and the region of the site you viewed.",
  },
  "contact-us-page-contact-form": {
    form: "Contact page form",
    collects:
      "Name, email, phone (optional), company or agency (optional), service, budget range, message, how you prefer us to contact you, any offer code from the link you followed, and the region of the site you viewed.",
  },
  "newsletter-contact-form": {
    form: "Newsletter sign-up",
    collects: "Email and, if you give it, your name.",
  },
  "exit-popup-contact-form": {
    form: "Offer pop-up (shown when you are about to leave)",
    collects: "Email and the service offer you choose.",
  },
  "entry-popup-contact-form": {
    form: "Welcome pop-up",
    collects: "Email and the topic you are most interested in.",
  },
  "mobile-popup-contact-form": {
    form: "Welcome pop-up on phones",
    collects: "Email and the topic you are most interested in.",
  },
  "service-page-contact-form": {
    form: "Enquiry forms on service pages",
    collects: "The details you type in: usually name, email, company and a message about that service.",
  },
  "dedicated-resource-contact-form": {
    form: "Dedicated resources enquiry",
    collects: "Name, email, the roles and team size you need, and your message.",
  },
  "pricing-calculator": {
    form: "Pricing calculator quote request",
    collects: "Name, email, the services and options you selected and the estimate shown to you.",
  },
  "onboarding-wizard": {
    form: "Find Service wizard",
    collects: "Your answers (type of business, goals, services, budget and timeline), name and email.",
  },
  "seo-audit": {
    form: "Free SEO audit report request",
    collects: "Email, the website address you audited and its score.",
  },
  "n8n-waitlist": {
    form: "n8n automations waiting list",
    collects: "Email and, if you give them, your name and a note.",
  },
  "landing-page-form": {
    form: "Forms on our campaign pages",
    collects:
      "Name and email, and what the form asks for (company, phone, service, budget, preferred contact, a message); also which campaign page and which version of it you sent the form from.",
  },
  "contact-form": {
    form: "Other enquiry forms",
    collects: "The details you type in: usually name, email and a message.",
  },
};

export const leadFieldDescriptions: Record<keyof Lead, string> = {
  name: "Your name",
  email: "Your email address",
  company: "Your company's name",
  phone: "Your phone number",
  service: "The service you are interested in",
  message: "Your message, with any details the form adds (for example the offer or options you chose)",
  source: "Which page, pop-up or campaign the enquiry came from",
  region: "The region of the site you viewed (US, UK or DE)",
  inquiry_type: "The kind of enquiry",
  preferred_contact: "How you would like us to contact you",
  country: "Your country, or the country of the region you viewed",
  topPriority: "Your main interest",
  contactFormType: "Which form you used",
  agencyName: "Your agency's name",
  couponCode: "An offer or discount code",
  servicesSelected: "The sub-services you ticked",
  budget: "Your budget range",
};

/** Stored with every enquiry by our server, not typed by you. */
export const automaticLeadData = [
  "The date and time you sent it",
  "Your browser's user-agent string (browser and device type)",
  "The address of the page you sent it from",
  "How your visit reached us: the first page you opened on this site, the other website that linked to it (its address without any query), and the campaign tags in that first page's address (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and ad-click numbers (gclid, gbraid, wbraid from Google Ads, fbclid from Meta, msclkid from Microsoft Advertising)",
  "Whether our spam checks held the enquiry back, and why",
];

import type { LeadInput } from "../../shared/schemas/lead";

// The lead payloads exactly as each form sends them (docs/product-rules.md#lead-forms).

export const exitPopupLead: LeadInput = {
  name: "Exit Intent Visitor",
  email: "owner@agency.example",
  company: "Unknown",
  phone: "",
  service: "SEO Services",
  message: "Exit-intent offer claimed\nService: SEO Services\nDiscount: 30%\nEmail: owner@agency.example\nPopup: exit-intent",
  source: "exit_intent_popup",
  region: "US",
  inquiry_type: "exit-popup-contact-form",
  preferred_contact: "email",
  country: "US",
  topPriority: "exit-popup-lead",
  contactFormType: "exit-popup-contact-form",
};

export const entryPopupLead: LeadInput = {
  name: "Entry Popup Lead",
  email: "founder@studio.example",
  company: "Unknown",
  service: "scale-agency",
  message: "Interest: Scale My Agency\nEmail: founder@studio.example\nPopup: entry",
  source: "entry_popup",
  region: "UK",
  inquiry_type: "entry-popup-contact-form",
  preferred_contact: "email",
  topPriority: "entry-popup-lead",
  contactFormType: "entry-popup-contact-form",
};

export const mobilePopupLead: LeadInput = {
  name: "Mobile Popup Lead",
  email: "mobile@agency.example",
  company: "Unknown",
  service: "grow-agency",
  message: "Interest: Grow My Agency\nEmail: mobile@agency.example\nPopup: mobile",
  source: "mobile_popup",
  region: "DE",
  inquiry_type: "mobile-popup-contact-form",
  preferred_contact: "email",
  topPriority: "mobile-popup-lead",
  contactFormType: "mobile-popup-contact-form",
};

export const homeFormLead: LeadInput = {
  name: "Dana Whitfield",
  email: "dana@brightside.example",
  phone: "+1 555 0100",
  company: "Not provided",
  inquiry_type: "home-contact-form",
  message:
    "Home Page Contact Form Submission\n\nServices Requested:\nPrimary Service: SEO Services\nSub-services: Link building, Local SEO\n\nCustomer Message:\nWe need help with two local clients.\n\nRegion: United States",
  preferred_contact: "email",
  country: "United States",
  topPriority: "SEO Services",
  agencyName: "Brightside Digital",
  couponCode: null,
  service: "SEO Services",
  servicesSelected: "Link building, Local SEO",
  contactFormType: "home-contact-form",
};

import type { OfferPromo } from "../../content/offers";
import type { Weekday } from "../../brand";
import type { RegionCode } from "../../constants";
import { daysInWords, timeZoneInWords } from "../../content/contact-details";

// The contact page and its form (client/pages/contact, client/features/contact-form).

export const contactEn = {
  /** The page's <title> (without the brand) and meta description. */
  meta: {
    title: "Contact Us",
    description:
      "Contact our white-label agency team: tell us about your project and get a reply within 24 hours, or book a free 30-minute strategy call.",
  },
  eyebrow: "Contact",
  title: "Let's talk about your agency's next project",
  intro:
    "Tell us what your clients need and we will reply within 24 hours with a plan, a price and a realistic timeline. Prefer to talk? Book a free 30-minute strategy call at a time that suits you.",
  sendMessage: "Send us a message",
  bookCall: "Book a free 30-minute call",
  requiredNote: "Fields marked * are required. Everything else helps us prepare a useful first answer.",
  detailsTitle: "Contact details",
  yourRegion: "Your region:",
  markets: { US: "United States", UK: "United Kingdom", DE: "Germany" },
  email: "Email",
  phone: "Phone",
  languages: "Languages",
  /** The languages we speak with each region's agencies, and how we work with them. */
  spokenLanguages: { US: "English", UK: "English", DE: "English or German (Deutsch)" } satisfies Record<RegionCode, string>,
  regionNote: {
    US: "We work with agencies across the US. The scheduler shows free slots in your own time zone, and quotes are in US dollars.",
    UK: "Our hours follow UK time, so calls fit your working day. Quotes are in pounds sterling.",
    DE: "We are happy to talk in German or English. The scheduler shows slots in your own time zone, and quotes are in euros.",
  } satisfies Record<RegionCode, string>,
  quotesIn: "Quotes in",
  /** The region's office address (a site setting, docs/decisions/0040-site-settings.md). */
  office: "Office",
  alsoAccept: (currencies: string[]) => `(we also accept ${currencies.join(" and ")})`,
  hoursTitle: "Business hours",
  /** The region's configured days and time zone in words (shared/content/contact-details.ts resolves them). */
  days: (days: readonly Weekday[]) => daysInWords(days),
  /** Follows the closing time ("18:00 Uhr" in German). */
  timeSuffix: "",
  timeZone: (timeZone: string) => timeZoneInWords(timeZone),
  replyWithin: (hours: number) => `We reply to every message within ${hours} hours on working days.`,
  bookTitle: "Book a free 30-minute strategy call",
  bookText:
    "Pick a time that suits you and we will talk through your clients, the work you want to hand over and what it would cost. No obligation.",
  openBooking: "Open the booking page",
  scheduler: {
    frameTitle: "Book a strategy call",
    notice: (host: string) =>
      `Prefer to pick a time without leaving this page? Loading the scheduler connects to ${host}, which may set its own cookies (see our`,
    cookiePolicy: "Cookie Policy",
    load: "Load the scheduler here",
  },
  offer: {
    applied: "Offer applied",
    code: "Code:",
    remove: "Remove offer",
    /** Keyed by the offer's promo name (shared/content/offers.ts). */
    offers: {
      "setup-free": {
        title: "Free setup on dedicated resources",
        description:
          "The setup cost for your dedicated specialists is waived. Send the form and we will confirm the offer in your written proposal.",
      },
    } satisfies Record<OfferPromo, { title: string; description: string }>,
  },
  form: {
    label: "Contact form",
    name: "Name",
    email: "Email",
    phone: "Phone",
    optional: "(optional)",
    company: "Company or agency",
    service: "Service you're interested in",
    notSure: "Not sure yet",
    comingSoon: "(coming soon)",
    budget: "Budget",
    budgetHint: "(per month or per project)",
    chooseRange: "Choose a range",
    /** Labels for the budget values (client/features/contact-form/contact-form-options.ts); the value sent stays English. */
    budgetLabel: (value: string) => value,
    preferred: "How should we contact you?",
    preferredOptions: { email: "Email", phone: "Phone", "video call": "Video call" },
    message: "How can we help?",
    messagePlaceholder: "Tell us about your agency, the client project and your timeline.",
    privacyBefore: "We use your details only to answer you. See our",
    privacyPolicy: "Privacy Policy",
    submit: "Send message",
    submitting: "Submitting...",
    successTitle: "Message sent successfully!",
    successDescription: "We'll get back to you within 24 hours.",
    failure: "Failed to send message. Please try again.",
  },
};

export type ContactCopy = typeof contactEn;

// What the visitor's emails say, in English. This file defines the shape every
// language must fill (server/mail/copy/de.ts): a missing translation is a type error.

/** The kinds of confirmation a form gets (server/mail/visitor-confirmation.ts maps each form to one). */
export type VisitorMailKind = "enquiry" | "quote" | "recommendation" | "audit" | "waitlist" | "welcome" | "offer";

export interface VisitorMailArgs {
  brand: string;
  /** The service or interest the visitor chose, in words; null when none. */
  service: string | null;
}

export interface VisitorMailText {
  subject: string;
  heading: string;
  intro: string;
  nextSteps: string[];
}

export interface MailCopy {
  lang: string;
  greeting(name: string | null): string;
  /** A service or offer name as a form sends it (its English value), in this language; a name we do not know is shown as sent. */
  serviceName(service: string): string;
  nextStepsTitle: string;
  visitor: Record<VisitorMailKind, (args: VisitorMailArgs) => VisitorMailText>;
  offer: {
    codeLabel(discount: string, service: string): string;
    howToUse(discount: string, service: string): string;
  };
  bookCall: { text(minutes: number): string; button: string };
  replyHint: string;
  signOff(brand: string): string;
  /** Why this address received the email. */
  sentBecause(domain: string): string;
  newsletter: {
    subject(brand: string): string;
    heading: string;
    intro(brand: string): string;
    button: string;
    expiry(days: number): string;
    notYou: string;
    unsubscribeHint: string;
  };
}

export const en: MailCopy = {
  lang: "en",
  serviceName: (service) => service,
  greeting: (name) => (name ? `Hi ${name},` : "Hello,"),
  nextStepsTitle: "What happens next",
  visitor: {
    enquiry: ({ brand, service }) => ({
      subject: `We've received your message – ${brand}`,
      heading: "Thank you, your message has reached our team",
      intro: service
        ? `Thanks for getting in touch with ${brand} about ${service}. This email confirms that your message arrived safely.`
        : `Thanks for getting in touch with ${brand}. This email confirms that your message arrived safely.`,
      nextSteps: [
        "A strategist reads your message and looks at what you need.",
        "We reply within 24 hours, by the contact method you chose.",
        "If it helps, we suggest a short call to agree scope, timing and price.",
      ],
    }),
    quote: ({ brand }) => ({
      subject: `Your quote request – ${brand}`,
      heading: "Thank you for your quote request",
      intro: `We have received the services and options you selected in the ${brand} pricing calculator.`,
      nextSteps: [
        "We check your selection and the estimate it produced.",
        "Within 24 hours you receive a written proposal with the final price.",
        "Questions about the proposal? Reply to it, or book a call.",
      ],
    }),
    recommendation: ({ brand, service }) => ({
      subject: `Your service recommendation – ${brand}`,
      heading: "Thanks for completing the service finder",
      intro: service
        ? `Based on your answers, ${service} looks like the best place to start. Our team has your answers too.`
        : "Our team has received your answers.",
      nextSteps: [
        "A strategist reviews your answers and the recommendation.",
        "Within 24 hours we send you a plan with the next steps and prices.",
      ],
    }),
    audit: ({ brand }) => ({
      subject: `Your full SEO report – ${brand}`,
      heading: "Thanks for requesting your full SEO report",
      intro: `An SEO specialist at ${brand} is preparing the full report of the audit you ran on our site.`,
      nextSteps: [
        "We check every issue the audit found and how much each one costs you.",
        "Within 24 hours you receive the full report, with the fixes that will help your rankings most, in order.",
      ],
    }),
    waitlist: ({ brand }) => ({
      subject: `You're on the n8n Automations waitlist – ${brand}`,
      heading: "You're on the waitlist",
      intro: `Thanks for your interest in n8n Automations from ${brand}. Your place on the waitlist is saved.`,
      nextSteps: [
        "We email you as soon as the service launches.",
        "Waitlist members hear about it first, before we announce it anywhere else.",
      ],
    }),
    welcome: ({ brand, service }) => ({
      subject: `Welcome to ${brand}`,
      heading: "You're all set",
      intro: service ? `Thanks for telling us you're interested in ${service}.` : `Thanks for getting in touch with ${brand}.`,
      nextSteps: [
        "A member of our team contacts you within 24 hours with ideas for your agency.",
        "Meanwhile, our case studies show what we have done for agencies like yours.",
      ],
    }),
    offer: ({ brand, service }) => ({
      subject: `Your exclusive discount code – ${brand}`,
      heading: "Here is your exclusive discount",
      intro: service ? `Thanks for claiming the offer on ${service}.` : `Thanks for claiming our offer.`,
      nextSteps: [
        "A member of our team contacts you within 24 hours to talk about your project.",
        "The code is yours alone and can be used once.",
      ],
    }),
  },
  offer: {
    codeLabel: (discount, service) => `Your code for ${discount} off ${service}`,
    howToUse: (discount, service) =>
      `Quote the code when you reply to this email or book your call, and we take ${discount} off your ${service} proposal.`,
  },
  bookCall: {
    text: (minutes) => `Want to talk sooner? Book a free ${minutes}-minute strategy call at a time that suits you.`,
    button: "Book a strategy call",
  },
  replyHint: "Anything to add? Just reply to this email: it goes straight to our team.",
  signOff: (brand) => `The ${brand} team`,
  sentBecause: (domain) =>
    `You received this email because this address was entered in a form on ${domain}. If that wasn't you, you can ignore it.`,
  newsletter: {
    subject: (brand) => `Please confirm your subscription to the ${brand} newsletter`,
    heading: "Confirm your subscription",
    intro: (brand) =>
      `Someone, hopefully you, asked to receive the ${brand} newsletter at this address. Click the button to confirm, and the next issue will arrive in your inbox.`,
    button: "Yes, subscribe me",
    expiry: (days) => `The link works for ${days} days.`,
    notYou: "If you didn't ask for this, ignore this email: without your confirmation we won't send you anything.",
    unsubscribeHint: "Every issue has a link to unsubscribe with one click.",
  },
};

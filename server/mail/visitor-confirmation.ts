import { STRATEGY_CALL_MINUTES } from "../../shared/constants";
import { exitOfferByName } from "../../shared/content/exit-offers";
import { firstName, realName } from "../../shared/content/lead-labels";
import { resolveRegion } from "../../shared/content/regions";
import type { ContactFormType } from "../../shared/schemas/lead";
import type { LeadForDelivery } from "../db/lead-delivery.queries";
import { copyFor } from "./copy/copy-for";
import type { VisitorMailKind } from "./copy/en";
import type { EmailBlock } from "./email-content";
import { leadRegion } from "./lead-language";
import type { MailContext } from "./mail-context";
import { composeMail, type OutgoingMail } from "./outgoing-mail";

// The visitor's confirmation, in their language: their message arrived, and what
// happens next. The exit popup's lead gets its discount code here. Replies go to
// the agency's public address.

const KIND_OF_FORM: Record<Exclude<ContactFormType, "newsletter-contact-form">, VisitorMailKind> = {
  "home-contact-form": "enquiry",
  "contact-us-page-contact-form": "enquiry",
  "service-page-contact-form": "enquiry",
  "dedicated-resource-contact-form": "enquiry",
  "contact-form": "enquiry",
  "exit-popup-contact-form": "offer",
  "entry-popup-contact-form": "welcome",
  "mobile-popup-contact-form": "welcome",
  "pricing-calculator": "quote",
  "onboarding-wizard": "recommendation",
  "seo-audit": "audit",
  "n8n-waitlist": "waitlist",
};

/** The service in words: the entry and mobile popups send an interest id instead (client/features/popups/popup-leads.ts), which is not shown. */
const serviceWords = (lead: LeadForDelivery, kind: VisitorMailKind) =>
  kind === "welcome" || !lead.service || lead.service === "General Inquiry" ? null : lead.service;

export function visitorConfirmation(lead: LeadForDelivery, context: MailContext): OutgoingMail {
  if (lead.contactFormType === "newsletter-contact-form") throw new Error("newsletter sign-ups get the confirmation link instead");
  const copy = copyFor(lead.language);
  // The booking page and reply address of the visitor's region (docs/decisions/0016-regions-as-addresses.md).
  const contacts = resolveRegion(leadRegion(lead), context.brand);
  const kind = KIND_OF_FORM[lead.contactFormType];
  const service = serviceWords(lead, kind);
  const text = copy.visitor[kind]({ brand: context.brand.name, service: service && copy.serviceName(service) });
  const blocks: EmailBlock[] = [
    { kind: "paragraph", text: copy.greeting(firstName(realName(lead.name))) },
    { kind: "paragraph", text: text.intro },
  ];
  const offer = kind === "offer" ? exitOfferByName(lead.service) : null;
  if (offer && lead.discountCode) {
    blocks.push(
      { kind: "code", label: copy.offer.codeLabel(offer.discount, copy.serviceName(offer.name)), code: lead.discountCode },
      { kind: "paragraph", text: copy.offer.howToUse(offer.discount, copy.serviceName(offer.name)) },
    );
  }
  blocks.push(
    { kind: "section", title: copy.nextStepsTitle },
    { kind: "list", items: text.nextSteps },
    { kind: "paragraph", text: copy.bookCall.text(STRATEGY_CALL_MINUTES) },
    { kind: "button", label: copy.bookCall.button, url: contacts.bookingUrl },
    { kind: "paragraph", text: `${copy.replyHint}\n\n${copy.signOff(context.brand.name)}` },
  );
  return composeMail(
    {
      from: context.from,
      to: [{ name: realName(lead.name), address: lead.email }],
      replyTo: { name: context.brand.name, address: contacts.email },
      subject: text.subject,
    },
    {
      lang: copy.lang,
      preheader: text.intro,
      heading: text.heading,
      blocks,
      footer: [
        copy.sentBecause(context.brand.domain),
        `${context.brand.legalName} · ${context.brand.address.street}, ${context.brand.address.postalCode} ${context.brand.address.city}`,
        `${contacts.phone} · ${contacts.email}`,
      ],
    },
    context.brand,
  );
}

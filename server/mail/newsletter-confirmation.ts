import type { Language } from "../../shared/language";
import { copyFor } from "./copy/copy-for";
import type { MailContext } from "./mail-context";
import { firstName } from "../../shared/content/lead-labels";
import { composeMail, type OutgoingMail } from "./outgoing-mail";

// Double opt-in: the sign-up's confirmation link. Like every newsletter email it
// carries List-Unsubscribe (the one-click page and a mailto to the agency) and
// List-Unsubscribe-Post, so a mail program's "Unsubscribe" works without a visit.

export interface NewsletterConfirmationInput {
  email: string;
  name: string | null;
  language: Language;
  confirmUrl: string;
  unsubscribeUrl: string;
  validDays: number;
}

export function newsletterConfirmation(input: NewsletterConfirmationInput, context: MailContext): OutgoingMail {
  const copy = copyFor(input.language);
  const brand = context.brand.name;
  return composeMail(
    {
      from: context.from,
      to: [{ name: input.name, address: input.email }],
      replyTo: { name: brand, address: context.brand.email },
      subject: copy.newsletter.subject(brand),
      unsubscribe: [input.unsubscribeUrl, `mailto:${context.brand.email}?subject=unsubscribe`],
    },
    {
      lang: copy.lang,
      preheader: copy.newsletter.intro(brand),
      heading: copy.newsletter.heading,
      blocks: [
        { kind: "paragraph", text: copy.greeting(firstName(input.name)) },
        { kind: "paragraph", text: copy.newsletter.intro(brand) },
        { kind: "button", label: copy.newsletter.button, url: input.confirmUrl },
        { kind: "paragraph", text: `${copy.newsletter.expiry(input.validDays)} ${copy.newsletter.notYou}` },
        { kind: "paragraph", text: `${copy.newsletter.unsubscribeHint}\n\n${copy.signOff(brand)}` },
      ],
      footer: [
        copy.sentBecause(context.brand.domain),
        `${context.brand.legalName} · ${context.brand.address.street}, ${context.brand.address.postalCode} ${context.brand.address.city}`,
      ],
    },
    context.brand,
  );
}

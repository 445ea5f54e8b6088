import { exitOfferByName } from "../../shared/content/exit-offers";
import { attributionLabel, FORM_NAMES, LEAD_FIELD_LABELS, realCompany, realName } from "../../shared/content/lead-labels";
import { LEAD_FIELDS } from "../../shared/schemas/lead";
import type { LeadForDelivery } from "../db/lead-delivery.queries";
import type { EmailBlock } from "./email-content";
import { formatUtc, type MailContext } from "./mail-context";
import { composeMail, type OutgoingMail } from "./outgoing-mail";

// The team's notification of every lead: who and which form in the subject, every
// field the visitor sent, where the visit came from, the discount code the visitor
// was given, and a link to the lead in the staff area. Reply-To is the visitor, so
// "Reply" answers them.

/** "Priya Shah, Northside Digital", or whichever of the two the visitor gave, else the address. */
export function leadWho(lead: LeadForDelivery): string {
  const parts = [realName(lead.name), realCompany(lead.company) ?? realCompany(lead.agencyName)].filter(Boolean);
  return parts.length ? parts.join(", ") : lead.email;
}

export const staffLeadUrl = (siteUrl: string, leadId: number) => `${siteUrl}/admin/leads/${leadId}`;

export function teamNotification(lead: LeadForDelivery, context: MailContext): OutgoingMail {
  const formName = FORM_NAMES[lead.contactFormType];
  const who = leadWho(lead);
  const sent: [string, string][] = [];
  for (const field of LEAD_FIELDS) {
    const value = lead[field];
    if (value !== undefined && value !== null && String(value).trim() !== "") sent.push([LEAD_FIELD_LABELS[field], String(value)]);
  }
  const blocks: EmailBlock[] = [{ kind: "paragraph", text: `${formName} · received ${formatUtc(lead.createdAt)}` }];
  const offer = lead.contactFormType === "exit-popup-contact-form" ? exitOfferByName(lead.service) : null;
  if (lead.discountCode && offer) {
    blocks.push({ kind: "code", label: `Discount code sent to the visitor: ${offer.discount} off ${offer.name}`, code: lead.discountCode });
  }
  if (lead.contactFormType === "newsletter-contact-form") {
    blocks.push({
      kind: "paragraph",
      text: "The address counts as subscribed once its owner clicks the link in the confirmation email we sent.",
    });
  }
  blocks.push({ kind: "section", title: "What they sent" }, { kind: "fields", rows: sent });
  const origin: [string, string][] = Object.entries(lead.attribution ?? {}).map(([key, value]) => [attributionLabel(key), value]);
  if (lead.referrerPage) origin.push(["Form sent from", lead.referrerPage]);
  if (origin.length) blocks.push({ kind: "section", title: "Where they came from" }, { kind: "fields", rows: origin });
  blocks.push(
    { kind: "button", label: "Open the lead in the staff area", url: staffLeadUrl(context.siteUrl, lead.id) },
    { kind: "paragraph", text: `Reply to this email to answer ${realName(lead.name) ?? lead.email} directly.` },
  );

  return composeMail(
    {
      from: context.from,
      to: context.notifyTo,
      replyTo: { name: realName(lead.name), address: lead.email },
      subject: `New lead via ${formName}: ${who}`,
    },
    {
      lang: "en",
      preheader: `${formName}: ${who} <${lead.email}>`,
      heading: `New lead: ${who}`,
      blocks,
      footer: [`Lead notification from ${context.siteUrl.replace(/^https?:\/\//, "")}, sent to the addresses in LEAD_NOTIFY_TO.`],
    },
    context.brand,
  );
}

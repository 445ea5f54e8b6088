import { INVITATION_HOURS, RESET_LINK_HOURS, type StaffLinkPurpose } from "../../shared/admin/staff-accounts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type StaffRole } from "../../shared/admin/staff-roles";
import type { MailContext } from "./mail-context";
import { composeMail, type OutgoingMail } from "./outgoing-mail";

// The email an owner's invitation or reset link sends (server/api/admin/staff.routes.ts): the link
// carries its token after "#", so the token never reaches a request line or a log. The staff area
// is in English.

export interface StaffLinkEmailInput {
  purpose: StaffLinkPurpose;
  to: string;
  role: StaffRole;
  /** Who sent it, an owner's address. */
  from: string;
  url: string;
}

export function staffLinkEmail(input: StaffLinkEmailInput, context: MailContext): OutgoingMail {
  const brand = context.brand.name;
  const isInvitation = input.purpose === "invitation";
  const hours = isInvitation ? INVITATION_HOURS : RESET_LINK_HOURS;
  const subject = isInvitation ? `You're invited to the ${brand} staff area` : `Set a new password for the ${brand} staff area`;
  const intro = isInvitation
    ? `${input.from} invited you to the ${brand} staff area as ${ROLE_LABELS[input.role]}: ${ROLE_DESCRIPTIONS[input.role]}`
    : `${input.from} sent you a link to set a new password or register a passkey for the ${brand} staff area. Your current sessions end when you use it.`;
  return composeMail(
    { from: context.from, to: [{ name: null, address: input.to }], subject },
    {
      lang: "en",
      preheader: intro,
      heading: isInvitation ? "Set up your staff account" : "Set a new password",
      blocks: [
        { kind: "paragraph", text: intro },
        { kind: "button", label: isInvitation ? "Set up my account" : "Choose a new password", url: input.url },
        {
          kind: "paragraph",
          text: `The link works once, for ${hours} hours. There you choose a password or register a passkey (a fingerprint, face or device PIN instead of a password). If you did not expect this email, ignore it: nothing happens without the link.`,
        },
      ],
      footer: [`Sent by the staff area of ${context.siteUrl.replace(/^https?:\/\//, "")} at an owner's request.`],
    },
    context.brand,
  );
}

import type { Brand } from "../../shared/brand";
import type { EmailContent } from "./email-content";
import type { Mailbox } from "./mail-address";
import { renderEmailHtml, renderEmailText } from "./render-email";

/** One email, ready for a transport: addresses, subject and both parts. */
export interface OutgoingMail {
  from: Mailbox;
  to: Mailbox[];
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe targets (RFC 2369); an https one also gets List-Unsubscribe-Post (RFC 8058). */
  unsubscribe?: string[];
}

/** What stays the same on every attempt of one job: the idempotency of a retry. */
export interface MailIdentity {
  /** "<...@domain>": the job's idempotency key. */
  messageId: string;
  /** When the job was queued: a retry carries the same Date header. */
  date: Date;
  /** File name (without .eml) in the mail folder. */
  fileStem: string;
}

export interface MailTransport {
  /** "directory": the embedded default, an .eml file per email under the mail folder. */
  readonly kind: "smtp" | "directory";
  send(mail: OutgoingMail, identity: MailIdentity): Promise<void>;
  close(): void;
}

export function composeMail(
  parts: Omit<OutgoingMail, "text" | "html">,
  content: EmailContent,
  brand: Pick<Brand, "name" | "colors">,
): OutgoingMail {
  return { ...parts, text: renderEmailText(content), html: renderEmailHtml(content, brand) };
}

const address = (m: Mailbox) => ({ name: m.name ?? "", address: m.address });

/** The message options nodemailer takes, for either transport. */
export function nodemailerMessage(mail: OutgoingMail, identity: MailIdentity) {
  return {
    from: address(mail.from),
    to: mail.to.map(address),
    ...(mail.replyTo ? { replyTo: address(mail.replyTo) } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: identity.messageId,
    date: identity.date,
    ...(mail.unsubscribe?.length
      ? {
          // One List-Unsubscribe header with every target, as RFC 2369 asks.
          list: { unsubscribe: [mail.unsubscribe.map((url) => ({ url }))] },
          headers: mail.unsubscribe.some((u) => u.startsWith("https:")) ? { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {},
        }
      : {}),
  };
}

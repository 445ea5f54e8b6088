import { z } from "zod/mini";

// Email addresses as the settings give them: "team@agency.example" or
// "Agency Team <team@agency.example>".

export interface Mailbox {
  name: string | null;
  address: string;
}

const emailSchema = z.email();
export const isEmailAddress = (text: string): boolean => text.length <= 254 && emailSchema.safeParse(text).success;

/** A mailbox from "address" or "Display Name <address>" (the name may be quoted); null when it is neither. */
export function parseMailbox(text: string): Mailbox | null {
  const trimmed = text.trim();
  const named = /^(?:"([^"]*)"|([^"<>]*?))\s*<([^<>\s]+)>$/.exec(trimmed);
  const name = named ? (named[1] ?? named[2] ?? "").trim() || null : null;
  const address = named ? named[3]! : trimmed;
  return isEmailAddress(address) ? { name, address } : null;
}

/** A mailbox as a header value nodemailer encodes: the name is passed apart from the address. */
export const toAddressObject = (mailbox: Mailbox) => ({ name: mailbox.name ?? "", address: mailbox.address });

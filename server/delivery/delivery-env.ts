import { dirname, join } from "node:path";
import { z } from "zod";
import type { Brand } from "../../shared/brand";
import { parseMailbox, type Mailbox } from "../mail/mail-address";
import { MIN_SECRET_BYTES, webhookSigningKey } from "./standard-webhooks";

// The lead-delivery settings of server/env.ts (docs/decisions/0013-lead-delivery.md).
// Each bad value names its variable; unset values have working defaults.

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null));

const custom = <T>(name: string, check: (v: string) => T | null, rule: string) =>
  optionalText.transform((v, ctx): T | null => {
    if (v === null) return null;
    const value = check(v);
    if (value === null) {
      ctx.addIssue({ code: "custom", message: `${name} ${rule}, got "${v}"` });
      return z.NEVER;
    }
    return value;
  });

function smtpUrl(v: string): string | null {
  try {
    const url = new URL(v);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname ? v : null;
  } catch {
    return null;
  }
}

function httpUrl(v: string): string | null {
  try {
    const url = new URL(v);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

function mailboxList(v: string): Mailbox[] | null {
  const boxes = v.split(",").map((part) => parseMailbox(part));
  return boxes.length > 0 && boxes.every((b) => b !== null) ? (boxes as Mailbox[]) : null;
}

export const DeliveryEnvSchema = {
  SMTP_URL: custom("SMTP_URL", smtpUrl, "must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587"),
  MAIL_FROM: custom("MAIL_FROM", parseMailbox, 'must be an email address, optionally with a name: "Agency <hello@agency.example>"'),
  LEAD_NOTIFY_TO: custom("LEAD_NOTIFY_TO", mailboxList, "must be email addresses separated by commas"),
  MAIL_DIR: optionalText,
  LEAD_WEBHOOK_URL: custom("LEAD_WEBHOOK_URL", httpUrl, "must be an absolute http(s) URL"),
  LEAD_WEBHOOK_SECRET: custom(
    "LEAD_WEBHOOK_SECRET",
    (v) => {
      const key = webhookSigningKey(v);
      return key && key.length >= MIN_SECRET_BYTES ? v : null;
    },
    `must be a whsec_<base64> secret or a plain one, at least ${MIN_SECRET_BYTES} bytes long`,
  ),
  NEWSLETTER_TOKEN_SECRET: custom("NEWSLETTER_TOKEN_SECRET", (v) => (v.length >= 32 ? v : null), "must be at least 32 characters long"),
  DELIVERY_WORKER: z.enum(["on", "off"], { error: "DELIVERY_WORKER must be on or off" }).default("on"),
};

type DeliveryEnvInput = { [K in keyof typeof DeliveryEnvSchema]: z.infer<(typeof DeliveryEnvSchema)[K]> };

export interface DeliveryConfig {
  /** null: the embedded default, every email is written to mailDir as an .eml file. */
  smtpUrl: string | null;
  mailDir: string;
  from: Mailbox;
  /** Who receives the team notification of every lead. */
  notifyTo: Mailbox[];
  webhook: { url: string; secret: string } | null;
  /** null: a random secret kept in the database (server/db/app-secrets.queries.ts). */
  newsletterTokenSecret: string | null;
  /** off: leads still queue their deliveries, but this process does not send them. */
  worker: boolean;
}

/** The settings, or the message naming what is wrong with them together. */
export function deliveryConfig(e: DeliveryEnvInput, brand: Brand, databasePath: string): DeliveryConfig | string {
  if (e.LEAD_WEBHOOK_URL && !e.LEAD_WEBHOOK_SECRET)
    return "LEAD_WEBHOOK_SECRET: is required when LEAD_WEBHOOK_URL is set, so the receiver can check the signature";
  if (e.LEAD_WEBHOOK_SECRET && !e.LEAD_WEBHOOK_URL) return "LEAD_WEBHOOK_URL: is required when LEAD_WEBHOOK_SECRET is set";
  return {
    smtpUrl: e.SMTP_URL,
    // Beside the database by default: data/mail for data/app.db, inside the same volume.
    mailDir: e.MAIL_DIR ?? join(dirname(databasePath === ":memory:" ? "data/app.db" : databasePath), "mail"),
    from: e.MAIL_FROM ?? { name: brand.name, address: brand.email },
    notifyTo: e.LEAD_NOTIFY_TO ?? [{ name: brand.name, address: brand.email }],
    webhook: e.LEAD_WEBHOOK_URL && e.LEAD_WEBHOOK_SECRET ? { url: e.LEAD_WEBHOOK_URL, secret: e.LEAD_WEBHOOK_SECRET } : null,
    newsletterTokenSecret: e.NEWSLETTER_TOKEN_SECRET,
    worker: e.DELIVERY_WORKER === "on",
  };
}

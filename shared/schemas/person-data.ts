import { z } from "zod/mini";
import type { LeadStatus } from "../admin/lead-status";
import type { DeliveryChannel, DeliveryState } from "./delivery";

// Subject access and erasure by person (docs/decisions/0032-staff-roles-audit-retention-passkeys.md):
// everything stored about one person, found by their email or from one of their leads, as one
// JSON file; and erasing all of it in one confirmed step.

/** ?email= or ?lead= (one of them). */
export const PersonQuerySchema = z.strictObject({
  email: z.optional(z.email("Enter the person's email address").check(z.maxLength(254))),
  lead: z.optional(z.string().check(z.regex(/^\d{1,12}$/, "A lead's number"))),
});

/** POST /api/admin/people/erase: the address, and the same address typed again to confirm. */
export const PersonErasureSchema = z.strictObject({
  email: z.email("Enter the person's email address").check(z.maxLength(254)),
  confirm: z.string().check(z.maxLength(254)),
});

export interface PersonCounts {
  leads: number;
  notes: number;
  stageChanges: number;
  deliveries: number;
  subscriptions: number;
  emails: number;
}

/** What the staff screen shows before the file is downloaded or the data erased. */
export interface PersonSummary {
  email: string;
  leads: { id: number; createdAt: string; contactFormType: string; status: LeadStatus }[];
  counts: PersonCounts;
}

export interface PersonLeadRecord {
  /** Every stored column of the lead, as stored. */
  fields: Record<string, string | number | null>;
  notes: { createdAt: string; body: string }[];
  stageChanges: { from: LeadStatus; to: LeadStatus; changedAt: string; valueMinor: number | null; currency: string | null }[];
  deliveries: { channel: DeliveryChannel; state: DeliveryState; attempts: number; createdAt: string; deliveredAt: string | null }[];
  newsletterSubscription: {
    subscribedAt: string;
    confirmedAt: string | null;
    confirmedVia: string | null;
    confirmationSentAt: string | null;
    unsubscribedAt: string | null;
    region: string;
  } | null;
  /** The emails the site wrote about this lead and kept in its mail folder. */
  emails: { id: string; date: string; from: string; to: string; subject: string; text: string }[];
}

export interface ConsentRecord {
  leadId: number;
  kind: "ad user data" | "newsletter";
  /** ad user data: "granted" or "denied"; newsletter: "confirmed", "unconfirmed" or "unsubscribed". */
  value: string;
  recordedAt: string;
}

/** The subject-access file. */
export interface PersonRecord {
  about: string;
  producedAt: string;
  controller: { name: string; email: string; website: string };
  leads: PersonLeadRecord[];
  consentRecords: ConsentRecord[];
}

import { z } from "zod/mini";
import { REGIONS } from "../constants";
import { LEAD_API_MESSAGES, tooLongMessage } from "../i18n/api-messages";
import { CONTACT_FORM_TYPES } from "../lead-form-types";

const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, tooLongMessage(max))));
const nullableText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, tooLongMessage(max)))));

/**
 * Strict: a field we do not know is refused with its name rather than dropped,
 * because every field a visitor sends must be stored (docs/decisions/0003-leads.md).
 */
export const LeadSchema = z.strictObject({
  name: text(200),
  // A message a visitor can act on when a plain form post leaves the field out.
  email: z
    .string(LEAD_API_MESSAGES.emailRequired)
    .check(
      z.trim(),
      z.minLength(1, LEAD_API_MESSAGES.emailRequired),
      z.maxLength(254, LEAD_API_MESSAGES.emailTooLong),
      z.email(LEAD_API_MESSAGES.emailInvalid),
    ),
  company: text(200),
  phone: text(50),
  service: text(200),
  message: text(5000),
  source: text(100),
  region: z.optional(z.enum(REGIONS, LEAD_API_MESSAGES.regionInvalid)),
  inquiry_type: text(100),
  preferred_contact: text(50),
  country: text(100),
  topPriority: text(200),
  contactFormType: z.enum(CONTACT_FORM_TYPES, LEAD_API_MESSAGES.formTypeUnknown),
  agencyName: text(200),
  couponCode: nullableText(50),
  servicesSelected: nullableText(1000),
  budget: text(100),
});
export type Lead = z.infer<typeof LeadSchema>;
export type LeadInput = z.input<typeof LeadSchema>;

/** The fields of a lead, in the order the admin and CSV export show them. */
export const LEAD_FIELDS = Object.keys(LeadSchema.shape) as (keyof Lead)[];

export interface LeadCreated {
  id: number;
  message: string;
  /** Newsletter sign-ups: "pending" until the emailed link is clicked (double opt-in). */
  subscription?: "pending" | "subscribed";
}

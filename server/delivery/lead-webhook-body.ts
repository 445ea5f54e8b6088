import { FORM_NAMES } from "../../shared/content/lead-labels";
import { LEAD_FIELDS } from "../../shared/schemas/lead";
import type { LeadForDelivery } from "../db/lead-delivery.queries";
import { staffLeadUrl } from "../mail/team-notification";

// The webhook's JSON (docs/decisions/0013-lead-delivery.md), in the Standard
// Webhooks envelope { type, timestamp, data }. It is made only from what does not
// change after the lead arrived, so every retry carries the same bytes.

export function leadWebhookBody(lead: LeadForDelivery, siteUrl: string): string {
  const fields: Record<string, string | null> = {};
  for (const field of LEAD_FIELDS) {
    const value = lead[field];
    if (value !== undefined) fields[field] = value;
  }
  return JSON.stringify({
    type: "lead.created",
    timestamp: lead.createdAt,
    data: {
      id: lead.id,
      createdAt: lead.createdAt,
      formType: lead.contactFormType,
      formName: FORM_NAMES[lead.contactFormType],
      lead: fields,
      discountCode: lead.discountCode,
      language: lead.language,
      attribution: lead.attribution,
      referrerPage: lead.referrerPage,
      // Given once when the lead was stored (shared/lead-score/rules.ts), so every retry carries the same.
      score: lead.score,
      staffUrl: staffLeadUrl(siteUrl, lead.id),
    },
  });
}

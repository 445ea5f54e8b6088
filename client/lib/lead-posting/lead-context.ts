import type { LeadInput } from "../../../shared/schemas/lead";
import { type LeadPostControls, leadPostControls } from "../spam-guard/lead-post-controls";

/**
 * What every lead carries besides its own form's fields, whichever way it is posted:
 * where the visit came from (client/lib/attribution) and the anti-spam fields, the
 * honeypot and the signed form token (client/lib/spam-guard,
 * docs/decisions/0014-attribution-and-spam.md). The JSON post of every form and popup
 * adds them here (use-lead-post.ts); a plain form carries them as hidden inputs
 * (LeadHiddenFields, plain-lead-form.tsx). The server takes them off before it checks
 * the lead (server/api/lead-controls.ts), so they are never lead fields.
 */
export async function withLeadContext(lead: LeadInput, form?: HTMLFormElement | null): Promise<LeadInput & LeadPostControls> {
  return { ...lead, ...(await leadPostControls(form)) };
}

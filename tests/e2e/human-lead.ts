import { createFormTokens } from "../../server/security/form-token";
import { LEAD_CONTROL_FIELDS } from "../../shared/lead-control-fields";
import { E2E_APP_SECRET } from "./e2e-app-secret.mjs";

/**
 * What a person's browser adds to a lead a spec posts itself: an empty honeypot and
 * a form token issued a minute ago, signed like the server signs it, so the lead is
 * a real one and not held as spam (docs/decisions/0014).
 */
export function humanControls(): { formToken: string; website: string } {
  return { formToken: createFormTokens(E2E_APP_SECRET).issue(Date.now() - 60_000), website: "" };
}

/** A posted lead's own fields: the control fields every page's script adds (attribution, honeypot, form token) taken off. */
export function leadFields(payload: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload as Record<string, unknown>).filter(([name]) => !LEAD_CONTROL_FIELDS.has(name)));
}

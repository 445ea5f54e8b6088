import type { LeadInput } from "../../shared/schemas/lead";

// Plain HTML forms (no JavaScript) post application/x-www-form-urlencoded.
// These helpers turn such a post into the same lead a script would send.

/** Form fields that steer the response and are not part of the lead. */
export const FORM_CONTROL_FIELDS = ["returnTo"] as const;

/** Only a path on this site: never an absolute or protocol-relative URL. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  return new URL(value, "http://localhost").pathname;
}

/**
 * Checkbox groups arrive as arrays and are joined with ", " (as the home form's
 * servicesSelected is); empty inputs mean "not given".
 */
export function leadFromFormFields(body: Record<string, unknown>): LeadInput {
  const lead: Record<string, string> = {};
  for (const [name, raw] of Object.entries(body)) {
    if ((FORM_CONTROL_FIELDS as readonly string[]).includes(name)) continue;
    const value = Array.isArray(raw) ? raw.map(String).filter(Boolean).join(", ") : String(raw ?? "");
    if (value.trim() !== "") lead[name] = value;
  }
  return lead as unknown as LeadInput;
}

/** The form values echoed back to a page that shows validation errors. */
export function formValues(body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, raw] of Object.entries(body)) {
    if ((FORM_CONTROL_FIELDS as readonly string[]).includes(name)) continue;
    values[name] = Array.isArray(raw) ? raw.map(String).join(", ") : String(raw ?? "");
  }
  return values;
}

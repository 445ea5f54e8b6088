import type { LeadCreated, LeadInput } from "../../../shared/schemas/lead";
import { apiRequest } from "../../api/http";

// Loaded on the first submit (use-lead-post.ts), so none of this is part of a
// page's first load. It imports nothing else of the lead-posting module: that
// keeps the modules every form needs at first render together in one chunk.

export interface LeadResult {
  /** 201: stored as new; 200: it was already there (a repeated newsletter sign-up). */
  status: number;
  body: LeadCreated;
}

/**
 * The lead a plain lead form's inputs hold (its control fields already taken out),
 * as its no-JavaScript post carries it: values trimmed, empty ones left out,
 * repeated names (checkbox groups) joined with ", " as the server joins them
 * (server/api/form-post.ts).
 */
export function leadFromFormData(data: FormData): LeadInput {
  const values = new Map<string, string[]>();
  for (const [name, raw] of data.entries()) {
    const value = typeof raw === "string" ? raw.trim() : "";
    if (value !== "") values.set(name, [...(values.get(name) ?? []), value]);
  }
  return Object.fromEntries([...values].map(([name, list]) => [name, list.join(", ")])) as unknown as LeadInput;
}

/** POSTs a lead's JSON body to /api/contacts; throws HttpStatusError (client/api/http.ts) on a non-success answer. */
export async function postLead(body: LeadInput): Promise<LeadResult> {
  const response = await apiRequest("POST", "/api/contacts", body);
  return { status: response.status, body: (await response.json()) as LeadCreated };
}

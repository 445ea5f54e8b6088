import type { HomeContactFormState } from "../../../shared/home-contact";
import { buildHomeContactLead } from "../../../shared/home-contact-payload";
import type { LeadCreated } from "../../../shared/schemas/lead";
import { apiRequest } from "../../api/http";
import { leadPostControls } from "../../lib/spam-guard/lead-post-controls";

// Loaded on the first submit, so the payload code is not part of the page's first load.

/**
 * spec §7: posts the home-form lead as JSON, with its attribution and anti-spam fields
 * (the form's honeypot); throws HttpStatusError on a non-success answer.
 */
export async function submitHomeContact(state: HomeContactFormState, regionName: string, form: HTMLFormElement): Promise<LeadCreated> {
  const lead = buildHomeContactLead(state, regionName);
  const response = await apiRequest("POST", "/api/contacts", { ...lead, ...(await leadPostControls(form)) });
  return (await response.json()) as LeadCreated;
}

import type { HomeContactFormState } from "../../../shared/home-contact";
import { buildHomeContactLead } from "../../../shared/home-contact-payload";
import type { LeadCreated } from "../../../shared/schemas/lead";
import { apiRequest } from "../../api/http";

// Loaded on the first submit, so the payload code is not part of the page's first load.

/** Posts the home-form lead as JSON; throws HttpStatusError on a non-success answer. */
export async function submitHomeContact(state: HomeContactFormState, regionName: string): Promise<LeadCreated> {
  const response = await apiRequest("POST", "/api/contacts", buildHomeContactLead(state, regionName));
  return (await response.json()) as LeadCreated;
}

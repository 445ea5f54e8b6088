import type { HomeContactFormState } from "../../../shared/home-contact";

/** The form's state from what a failed plain post (no JavaScript) sent, so the form shows what was typed; empty otherwise. */
export function homeContactStateFrom(values: Record<string, string>): HomeContactFormState {
  return {
    name: values.name ?? "",
    email: values.email ?? "",
    phone: values.phone ?? "",
    agencyName: values.agencyName ?? "",
    servicesInterested: values.servicesInterested ?? "",
    // Checkbox groups come back joined with ", " (server/api/form-post.ts formValues).
    subServices: values.subServices ? values.subServices.split(", ") : [],
    message: values.message ?? "",
  };
}

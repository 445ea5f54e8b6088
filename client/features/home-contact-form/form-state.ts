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

/**
 * What the form's fields hold in the page: on the home page the form hydrates only once it comes
 * near the view (client/pages/home/contact-form-island.tsx), and a visitor may have typed or
 * chosen something in the server's form by then.
 */
export function typedIntoForm(form: HTMLFormElement): HomeContactFormState {
  // Read as the server echoes a plain post: a checkbox group's values joined with ", ".
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = name in values ? `${values[name]}, ${value}` : value;
  }
  return homeContactStateFrom(values);
}

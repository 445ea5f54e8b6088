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
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    agencyName: text("agencyName"),
    servicesInterested: text("servicesInterested"),
    subServices: data.getAll("subServices").filter((value): value is string => typeof value === "string"),
    message: text("message"),
  };
}

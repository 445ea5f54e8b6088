/** The home contact section's id. A plain post lands there: the browser keeps this fragment through the answer, so the visitor sees the form. */
export const HOME_CONTACT_ANCHOR = "home-contact";

// The first-load part of the form token (docs/decisions/0014), with the token the
// server rendered into this page (rendered-form-token.ts): two passive listeners that load form-token.ts and
// fetch a fresh token the first time the visitor presses or focuses inside a lead
// form. Nothing else of the spam guard is on the first-load path.

/** Lead forms post to /api/contacts; a popup's form sits in a dialog. */
const LEAD_FORM = 'form[action^="/api/contacts"], [role="dialog"] form';

export function watchLeadFormInteraction(doc: Document = document): void {
  const handle = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(LEAD_FORM)) return;
    void import("./form-token").then((m) => m.prefetchFormToken());
  };
  doc.addEventListener("pointerdown", handle, { capture: true, passive: true });
  doc.addEventListener("focusin", handle, { capture: true, passive: true });
}

// The form token the server rendered into this page (docs/decisions/0014), kept apart
// from form-token-trigger.ts so form-token.ts can read it without an import cycle.

let renderedToken: string | null = null;

/** Called once at start-up with the token the server rendered into this page. */
export function setRenderedFormToken(token: string | null | undefined): void {
  renderedToken = token ?? null;
}

export function renderedFormToken(): string | null {
  return renderedToken;
}

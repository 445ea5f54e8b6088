// Spam defence of the lead forms (docs/decisions/0014-attribution-and-spam.md):
// a lead that trips a rule is still stored and answered as a success, but held
// back from every delivery until the staff restore it.

export const SPAM_REASONS = ["honeypot", "missing-token", "invalid-token", "too-fast"] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

export const isSpamReason = (value: unknown): value is SpamReason => (SPAM_REASONS as readonly unknown[]).includes(value);

/** The honeypot: a field people never see, so only robots fill it in. */
export const HONEYPOT_FIELD = "website";
/** The signed form token (issue time + HMAC). */
export const FORM_TOKEN_FIELD = "formToken";
/** JSON posts carry the attribution as one object under this name. */
export const ATTRIBUTION_FIELD = "attribution";

/**
 * Least time between a form's token and its post. A person reads, types and
 * clicks; a script posts within milliseconds. The browser waits out the rest
 * before posting, so a quick person is never caught (client/lib/spam-guard).
 */
export const MIN_FORM_FILL_MS = 3000;

/** GET /api/form-token */
export interface FormTokenResponse {
  token: string;
}

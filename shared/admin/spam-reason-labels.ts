import { MIN_FORM_FILL_MS, type SpamReason } from "../schemas/spam";

// Kept apart from shared/schemas/spam.ts so the public pages' scripts, which need
// the field names, do not carry the staff area's texts.

/** What each reason means, as the staff area explains it. */
export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: "The hidden field that only robots fill in was filled in.",
  "missing-token": "The post carried no form token: it did not come from one of our forms.",
  "invalid-token": "The form token was forged or damaged.",
  "too-fast": `The form was sent less than ${MIN_FORM_FILL_MS / 1000} seconds after it was shown.`,
};

import { createFormTokens } from "../../server/security/form-token";

/** APP_SECRET of createTestApp (tests/helpers/test-app.ts), so a test can sign form tokens. */
export const TEST_APP_SECRET = "test-app-secret-for-form-tokens-0123456789";

/**
 * The control fields a person's browser sends with a lead: an empty honeypot and a
 * form token issued `ageMs` ago (older than the 3-second minimum), signed with the
 * test app's secret, so the lead is a real one and not held as spam.
 */
export function humanControls(ageMs = 10_000): { formToken: string; website: string } {
  return { formToken: createFormTokens(TEST_APP_SECRET).issue(Date.now() - ageMs), website: "" };
}

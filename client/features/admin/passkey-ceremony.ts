import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { adminJson } from "./admin-http";

// The browser's half of a passkey (WebAuthn through @simplewebauthn/browser; the server's half is
// server/auth/passkeys.ts). The library is imported when a staff member starts a ceremony, never
// before: it is a chunk of its own that no public page, and no staff screen until then, downloads
// (docs/decisions/0032-staff-roles-audit-retention-passkeys.md).

const browserPart = () => import("@simplewebauthn/browser");

/** Asks the device for a new passkey with the server's options (the site's Permissions-Policy allows it on staff pages only). */
export async function createPasskey(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await browserPart();
  return startRegistration({ optionsJSON: options });
}

/** Asks the device to sign the server's challenge with one of this site's passkeys. */
export async function signWithPasskey(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await browserPart();
  return startAuthentication({ optionsJSON: options });
}

/** Registers a passkey: the options from `optionsUrl`, the device's answer posted to `url` with `extra` (a link's token, a name). */
export async function registerPasskey<T>(optionsUrl: string, url: string, extra: Record<string, unknown>): Promise<T> {
  const options = await adminJson<PublicKeyCredentialCreationOptionsJSON>(
    "POST",
    optionsUrl,
    "token" in extra ? { token: extra.token } : undefined,
  );
  const response = await createPasskey(options);
  return adminJson<T>("POST", url, { ...extra, response });
}

/** What to say when the device's prompt did not give an answer. */
export function passkeyProblem(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if (error.name === "NotAllowedError" || error.name === "AbortError") return "The passkey prompt was closed or timed out. Try again.";
  if (error.name === "InvalidStateError") return "This device already holds a passkey for this account.";
  if (error.name === "NotSupportedError" || error.name === "SecurityError") return "This browser cannot use passkeys here.";
  return null;
}

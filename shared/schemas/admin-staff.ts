import { z } from "zod/mini";
import { PASSWORD_MAX_LENGTH } from "../admin/password-limits";
import { STAFF_ROLES } from "../admin/staff-roles";

// What the staff-account screens send (docs/decisions/0032-staff-roles-audit-retention-passkeys.md).

const email = z.email("Enter an email address").check(z.maxLength(254));
const role = z.enum(STAFF_ROLES, "Role must be owner, sales or editor");
/** The emailed link's token: 256 random bits, base64url. */
const token = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "This link is not complete: open it from the email again"));
const passkeyName = z.string().check(z.trim(), z.maxLength(60, "At most 60 characters"));

export const InvitationSchema = z.strictObject({ email, role });
export const RoleChangeSchema = z.strictObject({ role });
export const SecuritySettingsSchema = z.strictObject({ passkeyRequired: z.boolean() });

export const LinkTokenSchema = z.strictObject({ token });
export const LinkPasswordSchema = z.strictObject({ token, password: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)) });

/**
 * A browser's answer to navigator.credentials.create() or .get() as @simplewebauthn/browser
 * sends it: checked for shape and size here, for meaning by @simplewebauthn/server.
 */
export const CredentialResponseSchema = z.looseObject({
  id: z.string().check(z.maxLength(1024)),
  rawId: z.string().check(z.maxLength(1024)),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().check(z.maxLength(8192)) }),
  clientExtensionResults: z.optional(z.looseObject({})),
  authenticatorAttachment: z.optional(z.string().check(z.maxLength(40))),
});

export const PasskeyRegistrationSchema = z.strictObject({ response: CredentialResponseSchema, name: z.optional(passkeyName) });
export const LinkPasskeySchema = z.strictObject({ token, response: CredentialResponseSchema, name: z.optional(passkeyName) });
export const PasskeySignInSchema = z.strictObject({ response: CredentialResponseSchema });

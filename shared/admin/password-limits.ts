// Staff passwords (docs/decisions/0009-admin-security.md): at least this long, and not so long that
// hashing one becomes work an attacker can ask for. The server's policy (server/auth/password-policy.ts)
// and the screens that ask for a password read them from here.

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase; bounds the work a hash request can cause. */
export const PASSWORD_MAX_LENGTH = 256;

import type { StaffRole } from "../admin/staff-roles";

// The admin's session as the admin pages see it. The session token itself
// is in an HttpOnly cookie that no script can read; the CSRF token travels here.

/** How a session was opened. */
export type SignInMethod = "password" | "passkey";

export interface AdminSessionInfo {
  email: string;
  /** What the account may do (shared/admin/staff-roles.ts); the screens hide the rest. */
  role: StaffRole;
  /** How this session was opened: requiring passkeys is only offered to an owner signed in with one. */
  method: SignInMethod;
  /** Sent back in the X-CSRF-Token header of every state-changing admin request. */
  csrfToken: string;
  /** When the session ends unless it is used before (idle limit, capped by the absolute one). */
  expiresAt: string;
}

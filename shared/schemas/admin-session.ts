import { z } from "zod/mini";

// Issue 10: the admin's session as the admin pages see it. The session token itself
// is in an HttpOnly cookie that no script can read; the CSRF token travels here.

export const SignInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, "Enter your email"), z.maxLength(254)),
  password: z.string().check(z.minLength(1, "Enter your password")),
});

export interface AdminSessionInfo {
  email: string;
  /** Sent back in the X-CSRF-Token header of every state-changing admin request. */
  csrfToken: string;
  /** When the session ends unless it is used before (idle limit, capped by the absolute one). */
  expiresAt: string;
}

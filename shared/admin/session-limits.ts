// How long a staff session lasts (docs/decisions/0009-admin-security.md): it ends after this
// long without a request, and this long after sign-in however busy it is. The server enforces
// them (server/auth/admin-auth.ts) and the sign-in screen states them
// (client/features/admin/sign-in-panel.tsx), from here.

export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;

export const SESSION_IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
export const SESSION_ABSOLUTE_MS = SESSION_ABSOLUTE_HOURS * 60 * 60_000;

import type { SignInMethod } from "../schemas/admin-session";
import type { StaffRole } from "./staff-roles";

// Staff accounts as the owners' screen and each person's own account screen see them
// (docs/decisions/0032-staff-roles-audit-retention-passkeys.md). Zod-free.

/** How long an emailed invitation works, and a reset link. */
export const INVITATION_HOURS = 72;
export const RESET_LINK_HOURS = 24;

export type StaffLinkPurpose = "invitation" | "reset";

/** The page an emailed link opens; the token follows "#", so it is never sent in a request line or logged. */
export const STAFF_LINK_PATH = "/admin/welcome";

export interface StaffAccount {
  id: number;
  email: string;
  role: StaffRole;
  /** invited: has neither a password nor a passkey yet. */
  status: "invited" | "active" | "deactivated";
  hasPassword: boolean;
  passkeys: number;
  createdAt: string;
  /** When the newest unused invitation or reset link stops working, if one is out. */
  linkExpiresAt: string | null;
}

export interface StaffList {
  accounts: StaffAccount[];
  /** The owner setting: the roles that see lead data sign in with a passkey only. */
  passkeyRequired: boolean;
  /** No SMTP server is set: emails to staff are written to the mail folder on the server. */
  mailGoesToFolder: boolean;
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/admin/account: the signed-in person's own account. */
export interface OwnAccount {
  email: string;
  role: StaffRole;
  hasPassword: boolean;
  passkeys: PasskeySummary[];
  /** This account's role must sign in with a passkey (the owner's setting). */
  passkeyRequired: boolean;
  sessionMethod: SignInMethod;
}

/** POST /api/admin/account-link: what an emailed link is for, before it is used. */
export interface StaffLinkInfo {
  purpose: StaffLinkPurpose;
  email: string;
  role: StaffRole;
  expiresAt: string;
  /** The role must use a passkey: the page offers no password. */
  passkeyRequired: boolean;
}

// What the audit trail records (docs/decisions/0032-staff-roles-audit-retention-passkeys.md), with
// the words the owners' screen shows for each. Zod-free, so the staff screens can read it.
// An entry says who (the account, or the site itself), when, from which network (a truncated
// IP), what, on which record, and counts: never a lead's personal data, never a secret.

export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in refused",
  "sign-out": "Signed out",
  "sign-out-everywhere": "Signed out everywhere",
  "invitation-sent": "Invited a colleague",
  "account-set-up": "Set up an account from an invitation",
  "reset-link-sent": "Sent a reset link",
  "role-changed": "Changed a role",
  "account-deactivated": "Deactivated an account",
  "account-reactivated": "Reactivated an account",
  "passkey-registered": "Registered a passkey",
  "passkey-removed": "Removed a passkey",
  "reset-link-used": "Used a reset link",
  "lead-viewed": "Opened a lead",
  "lead-stage-changed": "Changed a lead's stage",
  "lead-restored": "Restored a lead from spam",
  "lead-erased": "Erased a lead",
  "person-exported": "Exported a person's data",
  "person-erased": "Erased a person's data",
  "leads-exported": "Exported leads",
  "conversions-exported": "Downloaded a conversion file",
  "audit-exported": "Exported the audit trail",
  "post-published": "Published a post",
  "post-unpublished": "Unpublished a post",
  "content-published": "Published content",
  "content-unpublished": "Unpublished content",
  "settings-changed": "Changed settings",
  "retention-run": "Erased what the privacy policy no longer allows us to keep",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** What an entry adds about the action: counts, names of files and settings, a stage; never personal data. */
export type AuditDetail = Readonly<Record<string, string | number | boolean | null>>;

/** One entry as the owners' screen and its CSV show it. */
export interface AuditEntry {
  id: number;
  at: string;
  /** The staff account's email; null when the site itself acted (the retention job) or nobody known tried to sign in. */
  actorEmail: string | null;
  action: AuditAction;
  /** The record acted on: "lead 42", "post 7", "staff 3", "file google-ads". */
  target: string | null;
  detail: AuditDetail | null;
  /** The network the request came from: an IPv4 address's /24 ("203.0.113.0/24") or an IPv6 address's /48. */
  ip: string | null;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  /** Everyone who has an entry, for the filter. */
  actors: string[];
}

export const AUDIT_PAGE_SIZE = 50;

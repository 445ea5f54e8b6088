// Who may do what in the staff area (docs/decisions/0032-staff-roles-audit-retention-passkeys.md).
// Zod-free, so the staff screens can read it without bundling zod.
//
// - owner: everything, including the staff accounts, the security settings, the site settings
//   (what the site claims, its contacts and brand) and the audit trail;
// - sales: the leads, their stages and scores, the outbox and the conversion files; no publishing;
// - editor: the content (posts, case studies, testimonials, team, partners, media); no lead data at
//   all, not even counts.

export const STAFF_ROLES = ["owner", "sales", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

/**
 * The groups of roles a staff route or screen allows. Every /api/admin route names one when it
 * is registered (server/api/admin/staff-routes.ts), every staff screen one in ./staff-screens.ts;
 * a test calls every route as every role (tests/api/staff-roles.test.ts).
 */
export const STAFF_ACCESS = {
  /** Before sign-in: the sign-in itself and the links emailed to staff (an invitation, a reset). */
  signedOut: [],
  /** Every signed-in account: its own session, passkeys and password, the site's Web Vitals. */
  anyStaff: ["owner", "sales", "editor"],
  /** Personal data of leads, and anything counted from it. */
  leadData: ["owner", "sales"],
  /** What visitors read: posts, case studies, testimonials, team, partners, images. */
  content: ["owner", "editor"],
  /** Staff accounts, security settings, the site settings, the audit trail, the conversion feed's key. */
  ownerOnly: ["owner"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAccess = keyof typeof STAFF_ACCESS;

export const STAFF_ACCESS_NAMES = Object.keys(STAFF_ACCESS) as StaffAccess[];

/** Whether an account of `role` may use what `access` guards. */
export const mayAccess = (role: StaffRole, access: StaffAccess): boolean => (STAFF_ACCESS[access] as readonly StaffRole[]).includes(role);

/** The roles that see lead data: the owner may require them to sign in with a passkey. */
export const seesLeadData = (role: StaffRole): boolean => mayAccess(role, "leadData");

export const ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", sales: "Sales", editor: "Editor" };

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Everything, including staff accounts, security settings, the site settings and the audit trail.",
  sales: "Leads, their stages and scores, the outbox and the conversion files. No publishing.",
  editor: "Posts, case studies, testimonials, team, partners and images. No lead data at all.",
};

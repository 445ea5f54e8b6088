// Where a lead stands in the staff inbox. Kept apart from the zod schemas so the admin
// pages can use the list without bundling zod.
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

// What every team member shares: the departments they belong to and the size and address of
// their illustrated portrait. The members are staff-edited documents in the database
// (shared/schemas/content-documents.ts, docs/decisions/0025-content-in-the-database.md).

export const departments = ["leadership", "development", "marketing", "design", "operations"] as const;
export type Department = (typeof departments)[number];

/** A department as the staff screens name it: "Development". */
export const departmentName = (department: Department): string => department[0]!.toUpperCase() + department.slice(1);

/** Width and height of every portrait, in CSS pixels (the banner shows them at this size or smaller). */
export const TEAM_PORTRAIT_PX = 96;

/**
 * Where the server draws the illustrated portrait of a `portrait` seed on its department's tint
 * (server/site/team-portraits.router.ts): the same two always give the same picture, so the
 * address is cached for good and a member added by staff gets a portrait without a build.
 */
export const teamPortraitSrc = (portrait: string, department: Department): string => `/images/team/${department}-${portrait}.svg`;

/** The portrait seed a member is drawn from: their own, or (a member with a photo may have none) one made from their id. */
export const portraitSeedOf = (member: { portrait: string }, id: number): string => member.portrait || `member-${id}`;

// The claims a visitor reads about the agency (docs/decisions/0040-site-settings.md): a closed
// list, so each has its words in every language (shared/i18n, `claims`), while its figure, the
// date it was true and its source are site settings staff keep current
// (shared/schemas/site-settings.ts). The order here is only the seed's; staff order the strip.

export const claimKeys = [
  "agencies",
  "specialists",
  "whiteLabel",
  "response",
  "satisfaction",
  "growth",
  "departments",
  "since",
  "subscribers",
] as const;

export type ClaimKey = (typeof claimKeys)[number];

/**
 * Claims whose figure the site can count instead of a figure typed by staff: the published
 * team members, the departments they work in, the founding year. A counted claim is as true
 * as the content it counts, so it carries no date.
 */
export const countableClaims = {
  specialists: "teamMembers",
  departments: "teamDepartments",
  since: "foundingYear",
} as const satisfies Partial<Record<ClaimKey, string>>;

export type CountableClaim = keyof typeof countableClaims;

export const isCountable = (key: ClaimKey): key is CountableClaim => key in countableClaims;

/** The figures a sentence about the team names; null: the settings list no such claim, so the sentence leaves it out. */
export interface TeamFigures {
  specialists: string | null;
  departments: string | null;
  since: string | null;
}

/** A claim dated longer ago than this is flagged on the staff overview as one to check. */
export const CLAIM_FRESH_DAYS = 365;

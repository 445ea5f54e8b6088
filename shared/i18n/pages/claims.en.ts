import type { ClaimKey } from "../../content/claims";

// The words around the claims a visitor reads (shared/content/claims.ts): what each figure counts,
// and the notes that date and source them (client/components/content/claims-strip.tsx). The
// figures, dates and sources are site settings (docs/decisions/0040-site-settings.md).

export const claimsEn = {
  /** What each figure counts, under it in the home page's strip. */
  labels: {
    agencies: "Agencies trust us",
    specialists: "Specialists on the team",
    whiteLabel: "White-label delivery",
    response: "Response time",
    satisfaction: "Satisfaction rate",
    growth: "Average client growth",
    departments: "Departments",
    since: "Trusted since",
    subscribers: "Newsletter subscribers",
  } satisfies Record<ClaimKey, string>,
  /** The list of notes under the figures. */
  notesLabel: "About these figures",
  /** A note's date: "as of 1 March 2026". */
  asOf: (date: string) => `as of ${date}`,
  /** A note's source, after its date or alone. */
  source: (text: string) => `source: ${text}`,
  /** A figure the site counts from the team it shows. */
  countedTeam: "counted from the team on this site",
  /** The note's marker, read out before its number. */
  noteMarker: (n: number) => `note ${n}`,
};

export type ClaimsCopy = typeof claimsEn;

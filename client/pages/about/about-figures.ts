import type { ClaimKey } from "../../../shared/content/claims";
import type { AboutFigures } from "../../../shared/i18n/pages/about.en";

/** The figures the about page's sentences name, from the site settings' claims (a claim they do not list is null). */
export const aboutFiguresOf = (claims: Partial<Record<ClaimKey, string>>, year: number): AboutFigures => ({
  year,
  specialists: claims.specialists ?? null,
  departments: claims.departments ?? null,
  agencies: claims.agencies ?? null,
  since: claims.since ?? null,
});

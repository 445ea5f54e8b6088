import { deliveryStudies } from "./case-studies-delivery";
import { searchStudies } from "./case-studies-search";
import type { SeedCaseStudy } from "./seed-case-study";

// Seed input only (content-seed.ts turns it into content_entries rows;
// docs/decisions/0025-content-in-the-database.md): every case study as it shipped before staff
// could edit them. Every fact is taken from the agency's fact sheet (docs/product-rules.md#content-sources:
// `caseStudies`, `caseStudyListCards`, `services`): the studies are in case-studies-search.ts and
// case-studies-delivery.ts (their German stories in case-study-stories.de.ts), their figures in
// case-study-figures.ts, their meta per language in case-study-meta.*.ts. Illustrative studies (facts `placeholder: true`) describe an example
// engagement only and carry no figures. Pages never import this: they read the database through SiteApi.

export type { SeedCaseStudy, SeedCaseStudySlug } from "./seed-case-study";

/** Every study, in list order: search marketing first, then delivery work and the examples. */
export const seedCaseStudies: readonly SeedCaseStudy[] = [...searchStudies, ...deliveryStudies];

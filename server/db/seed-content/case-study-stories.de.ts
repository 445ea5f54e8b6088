import { deliveryStoriesDe } from "./case-study-stories-delivery.de";
import { searchStoriesDe } from "./case-study-stories-search.de";
import type { SeedCaseStudySlug, SeedStory } from "./seed-case-study";

// Seed input only (content-seed.ts writes it as each study's `story.de`): every seeded study's
// story in German, so a /de case-study page is German throughout, with no note that its text is
// English (docs/decisions/0017-copy-per-language-and-currency.md). Typed by the union of study
// slugs: a study without a German story, or a story without one of its fields, does not compile.
// The same figures as the English stories (case-studies-*.ts), in German formats ("122 %",
// "4,2 Sekunden", "1.361", "6,51 £"); tests/api/german-case-studies.test.ts holds each to the
// English one's number of paragraphs and points.
export const caseStudyStoriesDe: Record<SeedCaseStudySlug, SeedStory> = { ...searchStoriesDe, ...deliveryStoriesDe };

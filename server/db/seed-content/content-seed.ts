import type { CaseStudyDocument, PartnerDocument, TeamMemberDocument } from "../../../shared/schemas/content-documents";
import { seedCaseStudies } from "./case-studies";
import { studyFigures } from "./case-study-figures";
import { seedCaseStudyPlatforms } from "./case-study-platforms";
import { caseStudyMetaDe } from "./case-study-meta.de";
import { caseStudyMetaEn, type CaseStudyMeta } from "./case-study-meta.en";
import { caseStudyStoriesDe } from "./case-study-stories.de";
import { seedPartnerNames } from "./partners";
import type { SeedStory } from "./seed-case-study";
import { seedTeamMembers } from "./team";

// Today's typed content as the documents the content store keeps (shared/schemas/content-documents.ts),
// seeded once per database (server/db/seed.ts). Every entry is published as seeded. No testimonial
// exists in the facts, so none is seeded: staff add them with the client's agreement.

export interface SeedCaseStudyEntry {
  document: CaseStudyDocument;
  /** Old addresses that answer 301 to the study (slug_redirects). */
  aliases: readonly string[];
}

const storyOf = (story: SeedStory): CaseStudyDocument["story"]["en"] => ({
  title: story.title,
  intro: story.intro,
  challenge: [...story.challenge],
  delivered: [...story.delivered],
});

const metaOf = (meta: CaseStudyMeta): CaseStudyDocument["meta"]["en"] => ({
  title: meta.title,
  description: meta.description,
  project: meta.project,
  industry: meta.industry,
  location: meta.location,
  ...(meta.client ? { client: meta.client } : {}),
});

export const seedCaseStudyDocuments: readonly SeedCaseStudyEntry[] = seedCaseStudies.map((study) => ({
  aliases: study.aliases,
  document: {
    slug: study.slug,
    client: study.client,
    service: study.service,
    secondaryServices: [...(study.secondaryServices ?? [])],
    servicesUsed: [...study.servicesUsed],
    tech: [...study.tech],
    isIllustrative: study.isIllustrative,
    year: study.year,
    related: [...study.related],
    // Each seeded study has its story in both languages, so its /de page is German throughout; a
    // study staff add may leave `de` empty, and its German page then shows the English story
    // under a note saying so (client/components/content/case-study-article.tsx).
    story: { en: storyOf(study), de: storyOf(caseStudyStoriesDe[study.slug]) },
    meta: { en: metaOf(caseStudyMetaEn[study.slug]), de: metaOf(caseStudyMetaDe[study.slug]) },
    figures: {
      results: studyFigures[study.slug].results.map((f) => ({ ...f })),
      context: studyFigures[study.slug].context.map((f) => ({ ...f })),
    },
    platforms: [...(seedCaseStudyPlatforms[study.slug] ?? [])],
    cover: null,
  },
}));

export const seedTeamDocuments: readonly TeamMemberDocument[] = seedTeamMembers.map((m) => ({
  name: null,
  role: { en: m.role.en, de: m.role.de },
  department: m.department,
  photo: null,
  portrait: m.id,
}));

export const seedPartnerDocuments: readonly PartnerDocument[] = seedPartnerNames.map((name) => ({ name, logo: null, url: null }));

import type { Language } from "../language";
import type { MediaImage } from "../media/media-image";
import type { CaseStudyDocument, PartnerDocument, TeamMemberDocument, TestimonialDocument } from "./content-documents";

// The published content as pages receive it through SiteApi (docs/decisions/0025-content-in-the-database.md):
// each kind's document with its images resolved to media-library images, plus the row's id.
// The components in client/components/content/ take these as props, so a draft shown in the
// staff preview renders through the same code as the live page.

type WithImages<Doc, Keys extends keyof Doc> = Omit<Doc, Keys> & { [K in Keys]: MediaImage | null };

/** A study on a card or in a list: everything but its story. */
export type CaseStudySummary = WithImages<Omit<CaseStudyDocument, "story">, "cover"> & { id: number };

/** A study on its own page. */
export type CaseStudyView = CaseStudySummary & { story: CaseStudyDocument["story"] };

/** What a case-study address stands for: the study with its related ones, an old slug's new one, or nothing. */
export type CaseStudyAnswer =
  | { kind: "study"; study: CaseStudyView; related: CaseStudySummary[] }
  | { kind: "moved"; slug: string }
  | { kind: "none" };

/** Only what a visitor sees: the agreement and its note stay with the staff. */
export type TestimonialView = WithImages<Omit<TestimonialDocument, "publicationAgreed" | "agreementNote">, "photo"> & { id: number };

export type TeamMemberView = WithImages<TeamMemberDocument, "photo"> & { id: number };

export type PartnerView = WithImages<PartnerDocument, "logo"> & { id: number };

/** The words of a study in the page's language: the German story where one exists, else the English one, said to be English. */
export function storyIn(study: CaseStudyView, language: Language): { story: CaseStudyDocument["story"]["en"]; lang: Language } {
  const german = language === "de" ? study.story.de : null;
  return german ? { story: german, lang: "de" } : { story: study.story.en, lang: "en" };
}

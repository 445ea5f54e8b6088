import type { CaseStudy } from "../../../shared/content/case-studies";
import { caseStudyMetaDe } from "../../../shared/i18n/pages/case-study-meta.de";
import { type CaseStudyMeta, caseStudyMetaEn } from "../../../shared/i18n/pages/case-study-meta.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** A study's short words in the page's language, with the client named as the language names it. */
export function useStudyMeta(study: CaseStudy): CaseStudyMeta & { client: string } {
  const meta = usePageCopy({ en: caseStudyMetaEn, de: caseStudyMetaDe })[study.slug];
  return { ...meta, client: meta.client ?? study.client };
}

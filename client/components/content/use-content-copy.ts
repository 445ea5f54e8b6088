import { caseStudiesDe } from "../../../shared/i18n/pages/case-studies.de";
import { type CaseStudiesCopy, caseStudiesEn } from "../../../shared/i18n/pages/case-studies.en";
import { contentBlocksDe } from "../../../shared/i18n/pages/content-blocks.de";
import { type ContentBlocksCopy, contentBlocksEn } from "../../../shared/i18n/pages/content-blocks.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** The shared content blocks' copy (CTA band, breadcrumbs) in the visitor's language. */
export const useContentBlocksCopy = (): ContentBlocksCopy => usePageCopy({ en: contentBlocksEn, de: contentBlocksDe });

/** The case studies' UI copy (list, detail, cards) in the visitor's language. */
export const useCaseStudiesCopy = (): CaseStudiesCopy => usePageCopy({ en: caseStudiesEn, de: caseStudiesDe });

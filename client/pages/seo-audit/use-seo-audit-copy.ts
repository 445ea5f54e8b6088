import { seoAuditDe } from "../../../shared/i18n/pages/seo-audit.de";
import { type SeoAuditCopy, seoAuditEn } from "../../../shared/i18n/pages/seo-audit.en";
import { seoFindingsDe } from "../../../shared/i18n/pages/seo-findings.de";
import { type SeoFindingsCopy, seoFindingsEn } from "../../../shared/i18n/pages/seo-findings.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** The SEO audit page's UI copy in the visitor's language. */
export const useSeoAuditCopy = (): SeoAuditCopy => usePageCopy({ en: seoAuditEn, de: seoAuditDe });

/** What each audit check says, in the visitor's language (the API's own words are English). */
export const useSeoFindings = (): SeoFindingsCopy => usePageCopy({ en: seoFindingsEn, de: seoFindingsDe });

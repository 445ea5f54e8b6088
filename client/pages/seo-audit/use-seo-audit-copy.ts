import { seoAuditDe } from "../../../shared/i18n/pages/seo-audit.de";
import { type SeoAuditCopy, seoAuditEn } from "../../../shared/i18n/pages/seo-audit.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** The SEO audit page's UI copy in the visitor's language. */
export const useSeoAuditCopy = (): SeoAuditCopy => usePageCopy({ en: seoAuditEn, de: seoAuditDe });

import type { SiteApi } from "../shared/site-api";
import { toPostSummary } from "../shared/blog/post-summary";
import type { BlogQueries } from "./db/blog.queries";
import type { ContentApi } from "./content-api";
import type { NewsletterLinks } from "./newsletter/newsletter-links";
import type { SeoAuditor } from "./seo-audit/auditor";
import type { AuditHandOff } from "./seo-audit/audit-hand-off";

/** The pages' api on the server: straight from the database, no HTTP hop while rendering. */
export function createServerApi(
  blog: BlogQueries,
  seoAuditor: SeoAuditor,
  audits: AuditHandOff,
  newsletterLinks: NewsletterLinks,
  content: ContentApi,
): SiteApi {
  return {
    ...content,
    // Lists carry no article text: it would only weigh down the page's data block.
    listPosts: async () => (await blog.listPublished()).map(toPostSummary),
    getPost: (slug) => blog.getPublishedBySlug(slug),
    auditSite: (url) => seoAuditor.audit(url),
    auditNowOrLater: (url) => audits.nowOrLater(url),
    newsletterLink: async (kind, token) => newsletterLinks.status(kind, token),
  };
}

import type { SiteApi } from "../client/api/site-api";
import type { BlogQueries } from "./db/blog.queries";
import type { SeoAuditor } from "./seo-audit/auditor";

/** The pages' api on the server: straight from SQLite, no HTTP hop while rendering. */
export function createServerApi(blog: BlogQueries, seoAuditor: SeoAuditor): SiteApi {
  return {
    listPosts: async () => blog.listPublished(),
    getPost: async (slug) => blog.getPublishedBySlug(slug),
    auditSite: (url) => seoAuditor.audit(url),
  };
}

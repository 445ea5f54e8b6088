import type { BlogPost, BlogPostSummary } from "./schemas/blog-post";
import type { NewsletterLinkKind, NewsletterLinkStatus } from "./schemas/newsletter-link";
import type { SeoAuditOutcome } from "./seo-audit-report";

/**
 * What pages read. The server implements it straight from SQLite (no HTTP hop
 * while rendering); the browser implements it over /api (one route table,
 * client/routes.tsx, built with each side's own deps).
 */
export interface SiteApi {
  /** Published posts without their text, newest first. */
  listPosts(): Promise<BlogPostSummary[]>;
  /** null when there is no published post with that slug. */
  getPost(slug: string): Promise<BlogPost | null>;
  /** The SEO audit of an address typed by the visitor: a report or the reason there is none. */
  auditSite(url: string): Promise<SeoAuditOutcome>;
  /** What a newsletter confirm or unsubscribe link (its token) stands for now. */
  newsletterLink(kind: NewsletterLinkKind, token: string): Promise<NewsletterLinkStatus>;
}

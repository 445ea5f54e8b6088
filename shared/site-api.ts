import type { BlogPost, BlogPostSummary } from "./schemas/blog-post";
import type { SiteFacts } from "./content/site-facts";
import type { CaseStudyAnswer, CaseStudySummary, PartnerView, TeamMemberView, TestimonialView } from "./schemas/content-views";
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
  /** The current slug of a post that was published at this old slug, or null. */
  movedPost(slug: string): Promise<string | null>;
  /** Published case studies without their stories, in the staff's order. */
  caseStudies(): Promise<CaseStudySummary[]>;
  /** A case study by its published slug, where an old slug now points, or nothing. */
  caseStudy(slug: string): Promise<CaseStudyAnswer>;
  /** Published testimonials, in the staff's order. */
  testimonials(): Promise<TestimonialView[]>;
  /** Published team members, in banner order. */
  team(): Promise<TeamMemberView[]>;
  /** Published partner agencies, in the staff's order. */
  partners(): Promise<PartnerView[]>;
  /** The claims and the security panel of the site settings, as shown today: nothing expired (docs/decisions/0040-site-settings.md). */
  siteFacts(): Promise<SiteFacts>;
  /** The SEO audit of an address typed by the visitor: a report or the reason there is none. */
  auditSite(url: string): Promise<SeoAuditOutcome>;
  /** What a newsletter confirm or unsubscribe link (its token) stands for now. */
  newsletterLink(kind: NewsletterLinkKind, token: string): Promise<NewsletterLinkStatus>;
}

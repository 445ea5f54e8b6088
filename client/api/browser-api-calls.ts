import { toPostSummary, withPostDefaults } from "../../shared/blog/post-defaults";
import type { BlogPost, BlogPostSummary } from "../../shared/schemas/blog-post";
import type { CaseStudyAnswer, CaseStudySummary, PartnerView, TeamMemberView, TestimonialView } from "../../shared/schemas/content-views";
import type { NewsletterLinkStatus } from "../../shared/schemas/newsletter-link";
import type { SiteFacts } from "../../shared/content/site-facts";
import { SEO_AUDIT_MESSAGES, type SeoAuditReport } from "../../shared/seo-audit-report";
import { loadBuiltInPosts } from "./built-in-posts";
import { HttpStatusError, apiRequest, getJson, readApiProblem } from "./http";
import type { SiteApi } from "../../shared/site-api";
import { REQUEST_MESSAGES } from "../../shared/i18n/api-messages";

/** docs/product-rules.md#blog: a failed or malformed list answer shows the built-in posts instead. */
async function builtInSummaries(): Promise<BlogPostSummary[]> {
  return (await loadBuiltInPosts()).map(toPostSummary);
}

/** The site's API over HTTP, loaded with its first call (browser-api.ts). */
export const browserApiCalls: SiteApi = {
  async listPosts() {
    let body: unknown;
    try {
      body = await getJson<unknown>("/api/blog");
    } catch (error) {
      // A non-OK answer counts as an empty list. A network failure is
      // thrown instead, so react-query retries it (BLOG_RETRIES) before the
      // page falls back (client/features/blog/use-blog-posts.ts).
      if (error instanceof HttpStatusError || error instanceof SyntaxError) return builtInSummaries();
      throw error;
    }
    if (!Array.isArray(body)) return builtInSummaries();
    // Keep published posts only, with the defaults for missing fields (shared/blog/post-defaults.ts).
    return body
      .map(withPostDefaults)
      .filter((p): p is BlogPost => p?.isPublished === true)
      .map(toPostSummary);
  },
  async getPost(slug) {
    try {
      const post = withPostDefaults(await getJson<unknown>(`/api/blog/${encodeURIComponent(slug)}`));
      if (!post) throw new Error(REQUEST_MESSAGES.articleNotFound);
      return post;
    } catch (error) {
      // 404 means there is no such article; any other status is an error.
      if (error instanceof HttpStatusError && error.status === 404) return null;
      // The cause tells the page the server answered (it is not the reader's connection).
      if (error instanceof HttpStatusError) throw new Error(`Failed to load article: ${error.status}`, { cause: error });
      throw error;
    }
  },
  async movedPost(slug) {
    try {
      return (await getJson<{ slug: string }>(`/api/content/moved-posts/${encodeURIComponent(slug)}`)).slug;
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) return null;
      throw error;
    }
  },
  caseStudies: () => getJson<CaseStudySummary[]>("/api/content/case-studies"),
  async caseStudy(slug) {
    try {
      return await getJson<CaseStudyAnswer>(`/api/content/case-studies/${encodeURIComponent(slug)}`);
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) return { kind: "none" };
      throw error;
    }
  },
  testimonials: () => getJson<TestimonialView[]>("/api/content/testimonials"),
  team: () => getJson<TeamMemberView[]>("/api/content/team"),
  partners: () => getJson<PartnerView[]>("/api/content/partners"),
  siteFacts: () => getJson<SiteFacts>("/api/content/site-facts"),
  async auditSite(url) {
    try {
      const response = await apiRequest("POST", "/api/seo-audit", { url });
      return { ok: true, report: (await response.json()) as SeoAuditReport };
    } catch (error) {
      // Refusals (400/422/429/503) are answers to show beside the form, not page errors.
      if (error instanceof HttpStatusError) {
        return { ok: false, status: error.status, message: readApiProblem(error).message ?? SEO_AUDIT_MESSAGES.failed };
      }
      return { ok: false, status: 0, message: SEO_AUDIT_MESSAGES.offline };
    }
  },
  async newsletterLink(kind, token) {
    const query = new URLSearchParams({ kind, token });
    return getJson<NewsletterLinkStatus>(`/api/newsletter/link?${query}`);
  },
};

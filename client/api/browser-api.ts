import type { BlogPost } from "../../shared/schemas/blog-post";
import type { SeoAuditReport } from "../../shared/seo-audit-report";
import { HttpStatusError, apiRequest, getJson } from "./http";
import type { SiteApi } from "./site-api";

export const browserApi: SiteApi = {
  async listPosts() {
    const posts = await getJson<unknown>("/api/blog");
    // spec §7: a non-array answer counts as an empty list; keep published posts only.
    return Array.isArray(posts) ? (posts as BlogPost[]).filter((p) => p.isPublished) : [];
  },
  async getPost(slug) {
    try {
      return await getJson<BlogPost>(`/api/blog/${encodeURIComponent(slug)}`);
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) return null;
      if (error instanceof HttpStatusError) throw new Error(`Failed to load article: ${error.status}`);
      throw error;
    }
  },
  async auditSite(url) {
    try {
      const response = await apiRequest("POST", "/api/seo-audit", { url });
      return { ok: true, report: (await response.json()) as SeoAuditReport };
    } catch (error) {
      // Refusals (400/422/429/503) are answers to show beside the form, not page errors.
      if (error instanceof HttpStatusError) {
        return { ok: false, status: error.status, message: error.serverMessage ?? "The audit failed. Please try again." };
      }
      return { ok: false, status: 0, message: "We couldn't reach our audit service. Check your connection and try again." };
    }
  },
};

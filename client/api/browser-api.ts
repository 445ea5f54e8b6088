import type { BlogPost } from "../../shared/schemas/blog-post";
import { HttpStatusError, getJson } from "./http";
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
};

import { Router } from "express";
import { toPostSummary } from "../../shared/blog/post-summary";
import type { BlogQueries } from "../db/blog.queries";
import { HttpError } from "../http-error";
import { NOT_FOUND_MESSAGES } from "../../shared/i18n/api-messages";

// GET /api/blog (published, newest first) and GET /api/blog/:slug.
export function createBlogRouter(blog: BlogQueries): Router {
  const router = Router();
  router.get("/", async (_req, res) => {
    // The list is for cards: every field but the article text (GET /api/blog/:slug has it).
    res.json((await blog.listPublished()).map(toPostSummary));
  });
  router.get("/:slug", async (req, res) => {
    const post = await blog.getPublishedBySlug(req.params.slug);
    if (!post) throw new HttpError(404, NOT_FOUND_MESSAGES.articleNotFound);
    res.json(post);
  });
  return router;
}

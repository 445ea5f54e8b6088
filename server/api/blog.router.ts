import { Router } from "express";
import { toPostSummary } from "../../shared/blog/post-defaults";
import type { BlogQueries } from "../db/blog.queries";
import { HttpError } from "../http-error";

// GET /api/blog (published, newest first) and GET /api/blog/:slug.
export function createBlogRouter(blog: BlogQueries): Router {
  const router = Router();
  router.get("/", (_req, res) => {
    // The list is for cards: every field but the article text (GET /api/blog/:slug has it).
    res.json(blog.listPublished().map(toPostSummary));
  });
  router.get("/:slug", (req, res) => {
    const post = blog.getPublishedBySlug(req.params.slug);
    if (!post) throw new HttpError(404, "Article not found");
    res.json(post);
  });
  return router;
}

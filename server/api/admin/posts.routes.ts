import express, { type Router } from "express";
import { PostFlagsSchema, PostInputSchema } from "../../../shared/schemas/admin-posts";
import { signedInAdmin } from "../../auth/admin-auth";
import { SlugTakenError, type BlogAdminQueries } from "../../db/blog-admin.queries";
import { HttpError } from "../../http-error";
import type { Logger } from "../../logger";
import { idParam, parseOr400 } from "./validation";

// The blog editor API. Each write changes blog_posts, whose triggers move
// the content version, so /blog and the article show the change at once.

const postBody = express.json({ limit: "256kb" });
const flagsBody = express.json({ limit: "1kb" });

const slugTaken = () =>
  new HttpError(409, "Another post uses this slug", { slug: ["Another post uses this slug: choose a different one"] });

export function registerPostRoutes(router: Router, deps: { posts: BlogAdminQueries; logger: Logger }): void {
  const { posts, logger } = deps;

  const guardSlug = <T>(write: () => T): T => {
    try {
      return write();
    } catch (error) {
      if (error instanceof SlugTakenError) throw slugTaken();
      throw error;
    }
  };

  router.get("/posts", (_req, res) => {
    res.json(posts.listAll());
  });

  router.post("/posts", postBody, (req, res) => {
    const input = parseOr400(PostInputSchema, req.body, "post");
    const post = guardSlug(() => posts.create(input));
    logger.info({ adminId: signedInAdmin(res).id, postId: post.id, published: post.isPublished }, "post created");
    res.status(201).json(post);
  });

  router.get("/posts/:id", (req, res) => {
    const post = posts.getById(idParam(req.params.id, "Post"));
    if (!post) throw new HttpError(404, "Post not found");
    res.json(post);
  });

  router.put("/posts/:id", postBody, (req, res) => {
    const id = idParam(req.params.id, "Post");
    const input = parseOr400(PostInputSchema, req.body, "post");
    const post = guardSlug(() => posts.update(id, input));
    if (!post) throw new HttpError(404, "Post not found");
    logger.info({ adminId: signedInAdmin(res).id, postId: id, published: post.isPublished }, "post saved");
    res.json(post);
  });

  // Publish, unpublish, feature and unfeature without sending the whole post.
  router.patch("/posts/:id", flagsBody, (req, res) => {
    const id = idParam(req.params.id, "Post");
    const flags = parseOr400(PostFlagsSchema, req.body, "flags");
    const post = posts.setFlags(id, flags);
    if (!post) throw new HttpError(404, "Post not found");
    logger.info({ adminId: signedInAdmin(res).id, postId: id, ...flags }, "post flags changed");
    res.json(post);
  });
}

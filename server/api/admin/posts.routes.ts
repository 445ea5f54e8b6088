import express, { type Request, type Response } from "express";
import { PostFlagsSchema, type PostInput, PostInputSchema } from "../../../shared/schemas/admin-posts";
import { signedInAdmin } from "../../auth/signed-in-admin";
import { SlugTakenError, type BlogAdminQueries } from "../../db/blog-admin.queries";
import type { MediaQueries } from "../../db/media.queries";
import { HttpError } from "../../http-error";
import type { Logger } from "../../logger";
import type { AuditLog } from "../../audit/audit-log";
import { refuseNulCharacters } from "../nul-characters";
import type { StaffRoutes } from "./staff-routes";
import { idParam, parseOr400 } from "./validation";
import { MEDIA_MESSAGES, notFoundMessage, STAFF_API_MESSAGES } from "../../../shared/i18n/api-messages";

// The blog editor API. Each write changes blog_posts, whose triggers move
// the content version, so /blog and the article show the change at once.

const postBody = express.json({ limit: "256kb" });
const flagsBody = express.json({ limit: "1kb" });

/** A cover must be an image of the library: 400 naming the field otherwise. */
async function checkCover(media: Pick<MediaQueries, "existing">, input: PostInput): Promise<void> {
  const id = input.coverMediaId;
  if (id && !(await media.existing([id])).has(id)) {
    throw new HttpError(400, "Invalid coverMediaId", { coverMediaId: [MEDIA_MESSAGES.coverUnknown] });
  }
}

const slugTaken = () => new HttpError(409, STAFF_API_MESSAGES.slugTaken, { slug: [STAFF_API_MESSAGES.slugTakenHint] });

export function registerPostRoutes(
  routes: StaffRoutes,
  deps: {
    posts: BlogAdminQueries;
    media: Pick<MediaQueries, "existing">;
    logger: Logger;
    audit: AuditLog;
    /** A write happened: pages read the content version afresh. */
    onChange: () => void;
  },
): void {
  const { posts, media, logger, audit, onChange } = deps;

  /** Publishing and unpublishing go into the audit trail: `before` is whether the post was published. */
  const recordPublication = async (req: Request, res: Response, id: number, before: boolean, after: boolean) => {
    if (before !== after) await audit.byStaff(req, signedInAdmin(res))(after ? "post-published" : "post-unpublished", `post ${id}`);
  };

  const guardSlug = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (error instanceof SlugTakenError) throw slugTaken();
      throw error;
    }
  };

  routes.get("/posts", "content", async (_req, res) => {
    res.json(await posts.listAll());
  });

  routes.post("/posts", "content", postBody, refuseNulCharacters, async (req, res) => {
    const input = parseOr400(PostInputSchema, req.body, "post");
    await checkCover(media, input);
    const post = await guardSlug(() => posts.create(input));
    onChange();
    logger.info({ adminId: signedInAdmin(res).id, postId: post.id, published: post.isPublished }, "post created");
    await recordPublication(req, res, post.id, false, post.isPublished);
    res.status(201).json(post);
  });

  routes.get("/posts/:id", "content", async (req, res) => {
    const post = await posts.getById(idParam(req.params.id, "Post"));
    if (!post) throw new HttpError(404, notFoundMessage("Post"));
    res.json(post);
  });

  routes.put("/posts/:id", "content", postBody, refuseNulCharacters, async (req, res) => {
    const id = idParam(req.params.id, "Post");
    const input = parseOr400(PostInputSchema, req.body, "post");
    await checkCover(media, input);
    const wasPublished = (await posts.getById(id))?.isPublished ?? false;
    const post = await guardSlug(() => posts.update(id, input));
    onChange();
    if (!post) throw new HttpError(404, notFoundMessage("Post"));
    logger.info({ adminId: signedInAdmin(res).id, postId: id, published: post.isPublished }, "post saved");
    await recordPublication(req, res, id, wasPublished, post.isPublished);
    res.json(post);
  });

  // Publish, unpublish, feature and unfeature without sending the whole post.
  routes.patch("/posts/:id", "content", flagsBody, refuseNulCharacters, async (req, res) => {
    const id = idParam(req.params.id, "Post");
    const flags = parseOr400(PostFlagsSchema, req.body, "flags");
    const wasPublished = (await posts.getById(id))?.isPublished ?? false;
    const post = await posts.setFlags(id, flags);
    onChange();
    if (!post) throw new HttpError(404, notFoundMessage("Post"));
    logger.info({ adminId: signedInAdmin(res).id, postId: id, ...flags }, "post flags changed");
    await recordPublication(req, res, id, wasPublished, post.isPublished);
    res.json(post);
  });
}

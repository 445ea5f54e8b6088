import { Router } from "express";
import { REQUEST_MESSAGES } from "../../shared/i18n/api-messages";
import type { ContentApi } from "../content-api";
import { HttpError } from "../http-error";

// The published proof for the browser's side of SiteApi (client/api/browser-api.ts): the same
// answers the server's pages read (server/content-api.ts). GET only; staff write through /api/admin.
export function createContentRouter(content: ContentApi): Router {
  const router = Router();
  router.get("/case-studies", async (_req, res) => {
    res.json(await content.caseStudies());
  });
  router.get("/case-studies/:slug", async (req, res) => {
    const answer = await content.caseStudy(req.params.slug);
    if (answer.kind === "none") throw new HttpError(404, REQUEST_MESSAGES.caseStudyNotFound);
    res.json(answer);
  });
  router.get("/testimonials", async (_req, res) => {
    res.json(await content.testimonials());
  });
  router.get("/team", async (_req, res) => {
    res.json(await content.team());
  });
  router.get("/partners", async (_req, res) => {
    res.json(await content.partners());
  });
  router.get("/site-facts", async (_req, res) => {
    res.json(await content.siteFacts());
  });
  router.get("/moved-posts/:slug", async (req, res) => {
    const slug = await content.movedPost(req.params.slug);
    if (!slug) throw new HttpError(404, REQUEST_MESSAGES.articleNotFound);
    res.json({ slug });
  });
  return router;
}

import { Router } from "express";
import { NOT_FOUND_MESSAGES } from "../../shared/i18n/api-messages";
import type { ContentApi } from "../content-api";
import { HttpError } from "../http-error";
import { MATCH_PARAM, VARIANT_PARAM } from "../../shared/landing/landing-params";
import { chooseVariant, matchFromPairs } from "../../shared/landing/landing-rules";
import { isRegionCode } from "../../shared/region";
import { queryPairs } from "../../shared/visit-query";
import { type LandingRoutingSource, routingKey } from "../landing/landing-routing";
import { campaignOf, isVisit, type ViewCounter } from "../landing/landing-views";

// The published proof for the browser's side of SiteApi (client/api/browser-api.ts): the same
// answers the server's pages read (server/content-api.ts). GET only; staff write through /api/admin.
export function createContentRouter(
  content: ContentApi,
  landing: { routing: LandingRoutingSource; views: ViewCounter; random?: () => number },
): Router {
  const router = Router();
  // A navigation in the browser to a landing page: the ad's parameter and the variant are chosen here
  // as the page-cache listener chooses them for a page load (server/ssr/landing-address.ts), and the view is counted.
  router.get("/landing-pages/:region/:slug", async (req, res) => {
    const region = String(req.params.region).toUpperCase();
    if (!isRegionCode(region)) throw new HttpError(404, NOT_FOUND_MESSAGES.landingPageNotFound);
    const slug = String(req.params.slug);
    const routing = await landing.routing.current();
    const page = routing.pages.get(routingKey(region, slug));
    let search = "";
    if (page) {
      const pairs = queryPairs(req.originalUrl);
      const match = matchFromPairs(pairs, page.match);
      const variant = chooseVariant(req.headers.cookie, page.id, page.running, landing.random ?? Math.random) ?? "";
      search = new URLSearchParams({ ...(match === null ? {} : { [MATCH_PARAM]: match }), [VARIANT_PARAM]: variant }).toString();
      if (isVisit(req)) landing.views.count(page.id, variant, campaignOf(pairs));
    }
    const answer = await content.landingPage(region, slug, search);
    if (answer.kind === "none") throw new HttpError(404, NOT_FOUND_MESSAGES.landingPageNotFound);
    res.json(answer);
  });
  router.get("/case-studies", async (_req, res) => {
    res.json(await content.caseStudies());
  });
  router.get("/case-studies/:slug", async (req, res) => {
    const answer = await content.caseStudy(req.params.slug);
    if (answer.kind === "none") throw new HttpError(404, NOT_FOUND_MESSAGES.caseStudyNotFound);
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
    if (!slug) throw new HttpError(404, NOT_FOUND_MESSAGES.articleNotFound);
    res.json({ slug });
  });
  return router;
}

import express, { Router, type RequestHandler } from "express";
import { createAdminAuth } from "../../auth/admin-auth";
import type { ScryptParams } from "../../auth/password-hash";
import { sessionCookieConfig } from "../../auth/session-cookie";
import { createBlogAdminQueries } from "../../db/blog-admin.queries";
import { createContentAdminQueries } from "../../db/content-admin.queries";
import type { Db } from "../../db/connection";
import { createLeadStageQueries } from "../../db/lead-stages.queries";
import { createConversionQueries } from "../../db/conversions.queries";
import { createLeadOutcomesQuery } from "../../db/lead-outcomes.queries";
import { registerConversionRoutes } from "./conversion-exports.routes";
import { createLeadsAdminQueries } from "../../db/leads-admin.queries";
import { createMediaQueries } from "../../db/media.queries";
import type { DeliveryService } from "../../delivery/delivery-service";
import { createLeadsOverviewQuery } from "../../db/leads-overview.queries";
import type { Env } from "../../env";
import type { Logger } from "../../logger";
import type { MediaJobs } from "../../media/media-jobs";
import { registerDeliveryRoutes } from "./deliveries.routes";
import { refuseNulCharacters } from "../nul-characters";
import { createLeadListHandler, registerLeadRoutes } from "./leads.routes";
import { registerContentRoutes } from "./content.routes";
import { registerMediaRoutes } from "./media.routes";
import { registerPostRoutes } from "./posts.routes";
import { registerWebVitalsRoutes } from "./web-vitals.routes";
import { createWebVitalsQueries } from "../../db/web-vitals.queries";

// Everything under /api/admin, in ONE flat router so a test can walk every
// route it has. Order matters: only sign-in comes before `authenticate`; every
// route registered after it answers 401 without a valid session, and every
// state-changing one 403 without the CSRF token from this site's origin.

export interface AdminApiDeps {
  db: Db;
  env: Env;
  logger: Logger;
  /** The outbox and mail folder the staff area shows. */
  delivery: DeliveryService;
  /** The blog or content editors changed what pages show: the page cache reads the content version afresh (server/db/content-version.ts). */
  onContentChange: () => void;
  /** Scrypt parameters for new hashes; production uses the default (N = 2^17, r = 8, p = 1). */
  hashParams?: ScryptParams;
  /** Where uploads are processed (server/media/media-jobs.ts). */
  mediaJobs: MediaJobs;
}

/** Admin answers are personal data: never stored by any cache, never indexed. */
const privateResponse: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  next();
};

export function createAdminApi(deps: AdminApiDeps) {
  const { db, env, logger } = deps;
  const auth = createAdminAuth({
    db,
    logger,
    cookie: sessionCookieConfig(env.nodeEnv === "production"),
    origins: { siteOrigin: new URL(env.siteUrl).origin, allowRequestHost: env.nodeEnv !== "production" },
    hashParams: deps.hashParams,
  });
  const leads = createLeadsAdminQueries(db);
  const stages = createLeadStageQueries(db);
  const overview = createLeadsOverviewQuery(db);
  const posts = createBlogAdminQueries(db);
  const media = createMediaQueries(db);

  const router = Router();
  router.use(privateResponse, auth.refuseCrossSite);
  router.post("/session", express.json({ limit: "2kb" }), refuseNulCharacters, auth.signIn);

  router.use(auth.authenticate, auth.requireCsrf);
  router.get("/session", auth.currentSession);
  router.delete("/session", auth.signOut);
  router.get("/overview", async (_req, res) => {
    res.json(await overview());
  });
  const outcomes = createLeadOutcomesQuery(db);
  router.get("/overview/outcomes", async (_req, res) => {
    res.json(await outcomes());
  });
  registerLeadRoutes(router, {
    leads,
    stages,
    outbox: deps.delivery.outbox,
    mailDirectory: deps.delivery.mailDirectory,
    store: deps.delivery.store,
    logger,
  });
  registerDeliveryRoutes(router, { delivery: deps.delivery, logger });
  registerConversionRoutes(router, { db, conversions: createConversionQueries(db), logger });
  registerPostRoutes(router, { posts, media, logger, onChange: deps.onContentChange });
  registerContentRoutes(router, { content: createContentAdminQueries(db), logger, onChange: deps.onContentChange });
  registerMediaRoutes(router, { media, mediaJobs: deps.mediaJobs, logger, onChange: deps.onContentChange });
  registerWebVitalsRoutes(router, { vitals: createWebVitalsQueries(db) });

  // GET /api/contacts: the contacts list the lead popups invalidate; admins only.
  const contactsList = Router();
  contactsList.get("/", privateResponse, auth.refuseCrossSite, auth.authenticate, createLeadListHandler(leads));

  return { router, contactsList };
}

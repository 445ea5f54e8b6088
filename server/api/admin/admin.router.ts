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
import { registerSettingsRoutes } from "./settings.routes";
import { registerMediaRoutes } from "./media.routes";
import { registerPostRoutes } from "./posts.routes";
import { registerWebVitalsRoutes } from "./web-vitals.routes";
import { roleGuard, staffRoutes } from "./staff-routes";
import { createAuditLog } from "../../audit/audit-log";
import { createAuditQueries } from "../../db/audit.queries";
import { registerAuditRoutes } from "./audit.routes";
import { registerPeopleRoutes } from "./people.routes";
import { registerOwnAccountRoutes, registerSignedOutRoutes } from "./account.routes";
import { registerStaffRoutes } from "./staff.routes";
import { createPasskeys, relyingPartyOf } from "../../auth/passkeys";
import { createStaffLinks } from "../../auth/staff-links";
import { RETENTION_PREVIEW_DAYS, type RetentionPreview } from "../../../shared/retention";
import { createWebVitalsQueries } from "../../db/web-vitals.queries";

// Everything under /api/admin, in ONE flat router so a test can walk every
// route it has. Order matters: only the signed-out routes (sign-in, the links emailed to
// staff) come before `authenticate`; every route registered after it answers 401 without a
// valid session, and every state-changing one 403 without the CSRF token from this site's
// origin. Each route is registered with the roles it allows (./staff-routes.ts), and
// answers 403 to any other role.

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
  /** The day in UTC ("2026-11-28"), by which the site settings' dates are judged. */
  today: () => string;
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
  const audit = createAuditLog(db);
  const auth = createAdminAuth({
    audit,
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

  const passkeys = createPasskeys({ db, rp: relyingPartyOf(env.siteUrl, env.brand.name) });
  const links = createStaffLinks({ db, delivery: deps.delivery, siteUrl: env.siteUrl });
  const accountDeps = { db, auth, passkeys, links, audit, extraWords: [env.brand.name] };

  const router = Router();
  const routes = staffRoutes(router);
  router.use(privateResponse, auth.refuseCrossSite);
  routes.post("/session", "signedOut", express.json({ limit: "2kb" }), refuseNulCharacters, auth.signIn);
  registerSignedOutRoutes(routes, accountDeps);

  router.use(auth.authenticate, auth.requireCsrf);
  routes.get("/session", "anyStaff", auth.currentSession);
  routes.delete("/session", "anyStaff", auth.signOut);
  routes.delete("/sessions", "anyStaff", auth.signOutEverywhere);
  registerOwnAccountRoutes(routes, accountDeps);
  registerStaffRoutes(routes, { db, links, audit, mailGoesToFolder: deps.delivery.isMailDirectoryInUse });
  routes.get("/overview", "leadData", async (_req, res) => {
    res.json(await overview());
  });
  const outcomes = createLeadOutcomesQuery(db);
  routes.get("/overview/outcomes", "leadData", async (_req, res) => {
    res.json(await outcomes());
  });
  // How many leads the retention job will erase in the next 30 days (server/delivery/retention-job.ts).
  routes.get("/retention", "leadData", async (_req, res) => {
    const preview: RetentionPreview = {
      periods: env.retention,
      dueWithinDays: RETENTION_PREVIEW_DAYS,
      ...(await deps.delivery.retention.preview()),
    };
    res.json(preview);
  });
  registerLeadRoutes(routes, {
    leads,
    stages,
    outbox: deps.delivery.outbox,
    mailDirectory: deps.delivery.mailDirectory,
    store: deps.delivery.store,
    logger,
    audit,
    db,
  });
  registerDeliveryRoutes(routes, { delivery: deps.delivery, logger });
  registerConversionRoutes(routes, { db, conversions: createConversionQueries(db), logger, audit });
  registerPostRoutes(routes, { posts, media, logger, audit, onChange: deps.onContentChange });
  const contentAdmin = createContentAdminQueries(db);
  registerContentRoutes(routes, { content: contentAdmin, logger, audit, onChange: deps.onContentChange });
  registerSettingsRoutes(routes, { content: contentAdmin, logger, audit, onChange: deps.onContentChange, today: deps.today });
  registerMediaRoutes(routes, { media, mediaJobs: deps.mediaJobs, logger, onChange: deps.onContentChange });
  registerWebVitalsRoutes(routes, { vitals: createWebVitalsQueries(db) });
  registerAuditRoutes(routes, { entries: createAuditQueries(db), audit });
  registerPeopleRoutes(routes, { db, mailDirectory: deps.delivery.mailDirectory, audit, brand: env.brand, siteUrl: env.siteUrl });

  // GET /api/contacts: the contacts list the lead popups invalidate; the roles that see lead data only.
  const contactsList = Router();
  contactsList.get("/", privateResponse, auth.refuseCrossSite, auth.authenticate, roleGuard("leadData"), createLeadListHandler(leads));

  return { router, contactsList };
}

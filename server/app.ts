// First: the server renders every region, so it reads every language's UI copy (shared/i18n/copy.ts).
import "../shared/i18n/all-copy";
import compression from "compression";
import express from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { matchRoutes } from "react-router";
import { sitemapPages } from "../client/route-addresses";
import { createRoutes } from "../client/routes";
import { createAdminApi } from "./api/admin/admin.router";
import { createBlogRouter } from "./api/blog.router";
import { createContentRouter } from "./api/content.router";
import { sessionCookieConfig } from "./auth/session-cookie";
import { isStaffPath } from "../shared/admin/staff-path";
import { createContentPreview, currentPreview } from "./content-preview";
import { createContactsRouter } from "./api/contacts.router";
import { createConversionFeedRouter } from "./api/conversion-exports-feed";
import { createConversionQueries } from "./db/conversions.queries";
import { createFormTokenRouter } from "./api/form-token.router";
import { createNewsletterRouter } from "./api/newsletter.router";
import { createDatabaseRateLimitStore } from "./api/rate-limit-store";
import { createSeoAuditRouter } from "./api/seo-audit.router";
import { createWebVitalsRouter } from "./api/web-vitals.router";
import { createWebVitalsQueries } from "./db/web-vitals.queries";
import { publicPageTemplates } from "../client/lib/routing/page-templates";
import { routeModules } from "../client/pages/route-modules.generated";
import type { ScryptParams } from "./auth/password-hash";
import type { JobLimits } from "./bounded-jobs/job-pool";
import { createBlogQueries } from "./db/blog.queries";
import type { Db } from "./db/connection";
import { createContentVersion, withDay } from "./db/content-version";
import { isoDayOf } from "../shared/content/site-facts";
import { createMediaQueries } from "./db/media.queries";
import { createCardInputs } from "./db/social-card-inputs.queries";
import { createDeliveryService, type DeliveryService } from "./delivery/delivery-service";
import type { Env } from "./env";
import { HttpError } from "./http-error";
import type { Logger } from "./logger";
import { createMediaFilesRouter } from "./media/media-files.router";
import { createMediaJobs } from "./media/media-jobs";
import { errorHandler } from "./middleware/error-handler";
import { pageCompression } from "./middleware/page-compression";
import { clientAddress } from "./middleware/client-address";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { resolveAppSecret } from "./security/app-secret";
import { checkSharedSecret } from "./security/shared-secret-check";
import { createFormTokens } from "./security/form-token";
import { untrustedProxyWarning } from "./middleware/untrusted-proxy-warning";
import type { Resolver } from "./seo-audit/address-policy";
import { createSeoAuditorFromEnv } from "./seo-audit/auditor-from-env";
import { createAuditHandOff } from "./seo-audit/audit-hand-off";
import { createServerApi } from "./server-api";
import { createContentApi } from "./content-api";
import { createContentQueries } from "./db/content.queries";
import { withPublishedContentCache } from "./db/published-content-cache";
import type { DescribeImages } from "../shared/media/media-image";
import { createBlogFeedRouter } from "./site/blog-feed.router";
import { createSecurityTxtRouter } from "./site/security-txt.router";
import { createTeamPortraitsRouter } from "./site/team-portraits";
import { createSiteFilesRouter, sitemapEntries } from "./site/site-files";
import { createSocialCards } from "./social-cards/card-store";
import { createSocialCardsRouter } from "./social-cards/social-cards.router";
import { siteFileLoader } from "./social-cards/site-files";
import { drawCardChart } from "./ssr/card-chart";
import { type SocialCardWarmUp, warmSocialCards } from "./social-cards/warm-social-cards";
import type { AssetManifest } from "./ssr/asset-manifest";
import { createPageCache, type PageCache } from "./ssr/page-cache";
import { warmPageCache, type WarmUpReport } from "./ssr/page-cache-warm-up";
import { createPageHandler } from "./ssr/page-route";
import { earlyHintLinks } from "./ssr/early-hints";
import { cacheFirstListener } from "./ssr/cache-first-listener";
import { versionPerRequest } from "./ssr/request-version";
import { canonicalPagePath } from "./ssr/canonical-path";
import { redirectKeepingQuery } from "./ssr/redirect";
import { createPageRenderer, type PageRendererDeps } from "./ssr/render";
import { landingFirst, landingRedirects } from "./ssr/landing-address";
import { createLandingRouting } from "./landing/landing-routing";
import { createViewCounter } from "./landing/landing-views";

export interface AppDeps {
  db: Db;
  env: Env;
  logger: Logger;
  getManifest: () => AssetManifest;
  /** Folder with the built client: assets/ (hashed) and public/ (images, favicon). */
  clientDir: string;
  createRoutes?: PageRendererDeps["createRoutes"];
  /** Name resolution of the SEO audit; tests answer chosen addresses. */
  seoAuditResolver?: Resolver;
  /** Scrypt parameters for new admin password hashes; tests pass cheaper ones. */
  passwordHashParams?: ScryptParams;
  /**
   * Lead delivery (outbox, worker, mail, webhook). index.ts makes it and starts its
   * worker; without it one is made from env whose worker runs only when a lead wakes it.
   */
  delivery?: DeliveryService;
  /** Where drawn social cards are kept across restarts (index.ts: beside the database); memory only without it. */
  socialCardDir?: string;
  /** The clock dated settings are read by (a certification's last day, docs/decisions/0040-site-settings.md); tests move it. */
  now?: () => Date;
  /** Limits of the bounded jobs (docs/decisions/0033-bounded-work.md); tests shorten them. */
  jobLimits?: { seoAudit?: Partial<JobLimits>; media?: Partial<JobLimits> };
}

function listPublicEntries(dir: string): { name: string; isDirectory: boolean }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).map((d) => ({ name: d.name, isDirectory: d.isDirectory() }));
}

/** The whole site as one request listener, for http.createServer and supertest alike. */
export type AppListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The listener, with its page cache (null when PAGE_CACHE=off) and the cache's warm-up. */
export type App = AppListener & {
  readonly pageCache: PageCache | null;
  /** Requests every sitemap address in every region from `origin` (this server); null without a cache. */
  warmPageCache(origin: string, signal?: AbortSignal): Promise<WarmUpReport | null>;
  /** Draws the social card of every sitemap address that has none stored yet (docs/decisions/0021-social-cards.md). */
  warmSocialCards(signal?: AbortSignal): Promise<SocialCardWarmUp>;
  /** Writes the landing-page views counted in memory (server/landing/landing-views.ts); shutdown and tests call it. */
  flushLandingViews(): Promise<void>;
};

/**
 * The whole HTTP application. A page the cache holds is answered first, before
 * Express (its headers were recorded when it was rendered). Everything else runs
 * the Express middleware in this order, so every answer carries the security
 * headers and is compressed, assets and the API never reach the page renderer,
 * and the error handler sees every failure:
 * security headers → compression → static assets → API → site files → page compression → pages → errors.
 */
export async function createApp(deps: AppDeps): Promise<App> {
  const { db, env, logger } = deps;
  const blog = createBlogQueries(db);
  const delivery = deps.delivery ?? (await createDeliveryService({ db, env, logger }));
  const seoAuditor = createSeoAuditorFromEnv(env, logger, deps.seoAuditResolver, deps.jobLimits?.seoAudit);
  const contentVersion = createContentVersion(db);
  const today = () => isoDayOf(deps.now?.() ?? new Date());
  // What pages show changes with the content and, for dated settings, with the day.
  const getContentVersion = withDay(contentVersion.current, today);
  // Read once per request, however many of its steps ask (server/ssr/request-version.ts).
  const requestVersion = versionPerRequest(getContentVersion);
  const contentQueries = createContentQueries(db);
  // The media library describes images by id; until it is wired here, no image is known (shared/media/media-image.ts).
  const mediaQueries = createMediaQueries(db);
  const describeImages: DescribeImages = (ids) => mediaQueries.describeImages(ids);
  const publishedContent = withPublishedContentCache(contentQueries, getContentVersion);
  const content = createContentApi(publishedContent, describeImages, {
    previewOf: currentPreview,
    identity: env.brand,
    today,
  });
  // Landing pages: what each address shows before the page cache is asked, and the views counted (docs/decisions/0039-landing-pages.md).
  const landingRouting = createLandingRouting(db, publishedContent, getContentVersion);
  const landingViews = createViewCounter(db);
  const preview = createContentPreview({ db, cookie: sessionCookieConfig(env.nodeEnv === "production"), content: contentQueries });
  // The no-JavaScript audit page answers at once and reloads itself until the outcome is here.
  const audits = createAuditHandOff({ auditor: seoAuditor, logger });
  const api = createServerApi(blog, seoAuditor, audits, delivery.links, content);
  const appSecret = await resolveAppSecret(db, env.appSecret);
  await checkSharedSecret(db, logger, "APP_SECRET", appSecret);
  const formTokens = createFormTokens(appSecret);
  const socialCards = createSocialCards({
    dir: deps.socialCardDir,
    logger,
    shared: createCardInputs(db),
    assets: { loadFile: siteFileLoader(join(deps.clientDir, "public"), mediaQueries), drawChart: drawCardChart },
  });
  const renderer = createPageRenderer({
    socialCards,
    env,
    api,
    logger,
    getManifest: deps.getManifest,
    createRoutes: deps.createRoutes,
    issueFormToken: () => formTokens.issue(),
    getContentVersion: requestVersion,
    siteBrand: content.siteBrand,
  });

  const routeTable = createRoutes({
    api,
    queryClientFor: () => {
      throw new Error("only the paths of this route table are read");
    },
  });
  // What the sitemap lists, from the route modules and the published posts (client/route-addresses.ts).
  const listSitemapPages = () =>
    sitemapPages({
      publishedPosts: () => blog.listPublished(),
      publishedCaseStudies: () => content.caseStudies(),
      indexableLandingPages: async () =>
        (await publishedContent.listPublished("landing-page")).flatMap(({ document: d }) =>
          d.indexable ? [{ slug: d.slug, regions: d.regions }] : [],
        ),
    });
  const sitePages = { siteUrl: env.siteUrl, isPage: (path: string) => matchRoutes(routeTable, path) !== null };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy);
  app.set("etag", false);

  app.use(clientAddress());
  app.use(requestLog(logger));
  app.use(untrustedProxyWarning(logger, env.trustProxy));
  app.use(securityHeaders({ brand: env.brand, isHttps: env.siteUrl.startsWith("https://") }));
  // Assets, API answers and site files stream through it. A rendered page is compressed whole below
  // (middleware/page-compression.ts) and passes through it untouched; cached pages never reach
  // Express (ssr/serve-cached-page.ts).
  app.use(compression());

  app.use(
    "/assets",
    express.static(join(deps.clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  // Public files are mounted by their own names, so page requests never touch the disk.
  for (const entry of listPublicEntries(join(deps.clientDir, "public"))) {
    const path = join(deps.clientDir, "public", entry.name);
    if (entry.isDirectory) app.use(`/${entry.name}`, express.static(path, { maxAge: "1d", index: false, redirect: false }));
    else app.get(`/${entry.name}`, (_req, res) => res.sendFile(path, { maxAge: "1d" }));
  }

  app.use("/api", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  app.use("/api/blog", createBlogRouter(blog));
  app.use("/api/content", createContentRouter(content, { routing: landingRouting, views: landingViews }));
  const admin = createAdminApi({
    db,
    env,
    logger,
    delivery,
    hashParams: deps.passwordHashParams,
    onContentChange: contentVersion.invalidate,
    today,
    mediaJobs: createMediaJobs({ limits: deps.jobLimits?.media, logger }),
  });
  app.use("/api/admin", admin.router);
  app.use("/api/contacts", admin.contactsList);
  app.use(
    "/api/contacts",
    createContactsRouter({
      store: delivery.store,
      logger,
      rateLimit: env.contactsRateLimit,
      rateLimitStore: createDatabaseRateLimitStore(db, "contacts", appSecret),
      sitePages,
      // A failed plain-form post shows the form's own page again, not /api/contacts.
      renderForm: (req, res, returnTo, formState, status) => renderer.render(req, res, { url: returnTo, formState, status }),
      controls: { formTokens, siteHost: new URL(env.siteUrl).host.toLowerCase() },
    }),
  );
  app.use("/api/form-token", createFormTokenRouter(formTokens));
  app.use(
    "/api/vitals",
    createWebVitalsRouter({
      vitals: createWebVitalsQueries(db),
      templates: publicPageTemplates(routeModules),
      rateLimit: env.vitalsRateLimit,
      dailyLimit: env.vitalsDailyLimit,
      rateLimitStore: createDatabaseRateLimitStore(db, "web-vitals", appSecret),
      dailyLimitStore: createDatabaseRateLimitStore(db, "web-vitals-daily", appSecret),
      logger,
    }),
  );
  app.use(
    "/api/conversions",
    createConversionFeedRouter({
      db,
      conversions: createConversionQueries(db),
      rateLimitStore: createDatabaseRateLimitStore(db, "conversions-feed", appSecret),
      logger,
    }),
  );
  const seoAudit = createSeoAuditRouter({
    auditor: seoAuditor,
    audits,
    rateLimit: env.seoAudit.rateLimit,
    rateLimitStore: createDatabaseRateLimitStore(db, "seo-audit", appSecret),
    logger,
    renderPage: (req, res, url, formState, status) => renderer.render(req, res, { url, formState, status }),
  });
  app.use("/api/seo-audit", seoAudit.router);
  // The newsletter's emailed links: /api/newsletter/* for the pages' buttons, and the
  // one-click unsubscribe POST to the very address in List-Unsubscribe (RFC 8058).
  const newsletter = createNewsletterRouter({ links: delivery.links, logger });
  app.use("/api/newsletter", newsletter.api);
  app.use(newsletter.oneClick);
  app.use("/api", () => {
    throw new HttpError(404, "No such API endpoint");
  });

  app.use(createSiteFilesRouter({ db, siteUrl: env.siteUrl, sitemapPages: listSitemapPages }));
  app.use(createSocialCardsRouter(socialCards));
  app.use(createMediaFilesRouter(mediaQueries));
  app.use(createBlogFeedRouter({ blog, siteUrl: env.siteUrl, brand: env.brand }));
  app.use(createSecurityTxtRouter({ brand: content.siteBrand, siteUrl: env.siteUrl }));
  app.use(createTeamPortraitsRouter());

  // From here on every answer is a page (or its error): its body is compressed whole, in one call.
  app.use(pageCompression());

  const cache = env.pageCache ? createPageCache() : null;
  // /seo-audit?url=... audits on the server (the no-JavaScript form): same per-IP limit as the API.
  app.use(seoAudit.pageGuard);
  // One address per public page: lower case (client/pages/*/*.route.ts; post and study slugs too,
  // shared/admin/post-slug.ts) and without a trailing slash ("/uk", not "/uk/";
  // docs/decisions/0016-regions-as-addresses.md). React Router matches paths whatever their case and
  // with a trailing slash, so "/Services/SEO" or "/services/" would render a second copy of the page,
  // with its own cache entry and social card. They move instead. The staff area's addresses carry
  // lead ids, whose case is theirs.
  app.get("/{*splat}", (req, res, next) => {
    if (isStaffPath(req.path)) return next();
    const canonical = canonicalPagePath(req.path);
    if (req.path === canonical) return next();
    redirectKeepingQuery(res, 301, canonical, req.originalUrl);
  });
  app.get("/{*splat}", landingRedirects(landingRouting, requestVersion));
  // The staff editor frames previews (server/content-preview.ts); a preview renders here, past the page cache.
  app.use("/admin", preview.framesPreviews);
  app.get(
    "/{*splat}",
    preview.handler((req, res, status) => renderer.render(req, res, { draftPreview: status })),
  );
  const earlyHints = env.fastPathOff.has("early-hints") ? () => [] : () => earlyHintLinks(deps.getManifest());
  app.get("/{*splat}", createPageHandler({ renderer, cache, getContentVersion: requestVersion, logger, earlyHints }));

  app.use(() => {
    throw new HttpError(405, "Method not allowed");
  });
  app.use(errorHandler(logger, renderer.sendErrorPage));

  const sitemapPaths = async () => sitemapEntries(await listSitemapPages()).map((e) => e.path);
  const warmUp = async (origin: string, signal?: AbortSignal): Promise<WarmUpReport | null> =>
    cache ? warmPageCache({ origin, paths: await sitemapPaths(), signal }) : null;
  const warmCards = async (signal?: AbortSignal) =>
    warmSocialCards({ paths: await sitemapPaths(), cardOf: renderer.socialCardOf, cards: socialCards, signal });
  // The delivery worker gives way while requests are being answered (server/delivery/request-pressure.ts).
  const { pressure } = delivery;
  const respond = cache
    ? cacheFirstListener({
        app,
        cache,
        pageUrl: (url) => renderer.pageUrl(url),
        getContentVersion: requestVersion,
        mayBePreview: preview.mayBePreview,
        logger,
      })
    : app;
  const landingFirstRespond = landingFirst({
    next: respond,
    routing: landingRouting,
    version: requestVersion,
    views: landingViews,
    mayBePreview: preview.mayBePreview,
  });
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    pressure.track(req, res);
    landingFirstRespond(req, res);
  };
  return Object.assign(listener, {
    pageCache: cache,
    warmPageCache: warmUp,
    warmSocialCards: warmCards,
    flushLandingViews: landingViews.flush,
  });
}

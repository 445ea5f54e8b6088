import compression from "compression";
import express, { type Express } from "express";
import { join } from "node:path";
import type { QueryClient } from "@tanstack/react-query";
import { createRoutes } from "../client/routes";
import { createBlogRouter } from "./api/blog.router";
import { createContactsRouter } from "./api/contacts.router";
import { createBlogQueries } from "./db/blog.queries";
import type { Db } from "./db/connection";
import { createContentVersionQuery } from "./db/content-version.queries";
import { createLeadQueries } from "./db/leads.queries";
import type { Env } from "./env";
import { HttpError } from "./http-error";
import type { Logger } from "./logger";
import { errorHandler } from "./middleware/error-handler";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { createServerApi } from "./server-api";
import { createSiteFilesRouter, staticPaths } from "./site/site-files";
import type { AssetManifest } from "./ssr/asset-manifest";
import { createPageCache } from "./ssr/page-cache";
import { createPageHandler } from "./ssr/page-route";
import { createPageRenderer, type PageRendererDeps } from "./ssr/render";

export interface AppDeps {
  db: Db;
  env: Env;
  logger: Logger;
  getManifest: () => AssetManifest;
  /** Folder with the built client: assets/ (hashed) and public/ (images, favicon). */
  clientDir: string;
  createRoutes?: PageRendererDeps["createRoutes"];
}

/**
 * The whole HTTP application. Middleware order follows stack-notes.md:
 * security headers → compression → static assets → API → site files → pages → errors.
 */
export function createApp(deps: AppDeps): Express {
  const { db, env, logger } = deps;
  const blog = createBlogQueries(db);
  const leads = createLeadQueries(db);
  const api = createServerApi(blog);
  const renderer = createPageRenderer({ env, api, logger, getManifest: deps.getManifest, createRoutes: deps.createRoutes });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy);
  app.set("etag", false);

  app.use(requestLog(logger));
  app.use(securityHeaders({ brand: env.brand, isHttps: env.siteUrl.startsWith("https://") }));
  // Pages from the cache arrive already compressed (Content-Encoding set): compression skips them.
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
  app.use(express.static(join(deps.clientDir, "public"), { maxAge: "1d", index: false }));

  app.use("/api", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  app.use("/api/blog", createBlogRouter(blog));
  app.use(
    "/api/contacts",
    createContactsRouter({
      leads,
      logger,
      rateLimit: env.contactsRateLimit,
      // A failed plain-form post shows the form's own page again, not /api/contacts.
      renderForm: (req, res, returnTo, formState, status) => renderer.render(req, res, { url: returnTo, formState, status }),
    }),
  );
  app.use("/api", () => {
    throw new HttpError(404, "No such API endpoint");
  });

  // Only the paths are read from this table; no loader runs, so no QueryClient is needed.
  const routePaths = staticPaths(createRoutes({ queryClient: null as unknown as QueryClient, api }));
  app.use(createSiteFilesRouter({ db, blog, siteUrl: env.siteUrl, pagePaths: routePaths }));

  app.get(
    "/{*splat}",
    createPageHandler({
      renderer,
      cache: env.pageCache ? createPageCache() : null,
      getContentVersion: createContentVersionQuery(db),
      logger,
    }),
  );

  app.use(() => {
    throw new HttpError(405, "Method not allowed");
  });
  app.use(errorHandler(logger, renderer.sendErrorPage));
  return app;
}

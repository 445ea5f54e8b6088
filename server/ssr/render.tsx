import { dehydrate, type QueryClient } from "@tanstack/react-query";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { Writable } from "node:stream";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { StaticRouterProvider, type RouteObject } from "react-router";
import { pageHandler } from "../../client/lib/routing/react-router-adapter";
import { createRenderQueryClient } from "../../client/api/render-query-client";
import { withoutRenderTimes } from "../../client/api/dehydrated-times";
import type { SiteApi } from "../../shared/site-api";
import { AppProviders } from "../../client/app-providers";
import { ErrorFallback } from "../../client/components/layout/error-fallback";
import { copyForRegion, languageForRegion } from "../../shared/i18n/copy";
import { regionOfPath, regionPath } from "../../shared/region-addresses";
import { buildHead, jsonForScript, type HeadDescription } from "../../client/head/build-head";
import { regionOfRender } from "../../client/head/page-meta";
import { isStaffPath } from "../../shared/admin/staff-path";
import type { FormState } from "../../shared/form-state";
import type { ContentStatus } from "../../shared/schemas/admin-content";
import type { AppData } from "../../client/app/app-data";
import type { RootData } from "../../client/root-data";
import { serializeErrors } from "../../client/router-hydration";
import type { RouteDeps } from "../../client/api/route-deps";
import { createRoutes, pageNameOfRoute } from "../../client/routes";
import { pageTemplateOf } from "../../client/lib/routing/page-templates";
import { routeModules } from "../../client/pages/route-modules.generated";
import type { RouteModules } from "../../client/lib/routing/page-route";
import type { SocialCard } from "../../shared/social-card";
import type { Brand } from "../../shared/brand";
import type { Env } from "../env";
import type { SocialCards } from "../social-cards/card-store";
import type { Logger } from "../logger";
import { appModulesFor, type AssetManifest } from "./asset-manifest";
import { afterRootHtml } from "./after-root";
import { Document, headHtml } from "./document";
import { createPageAddress } from "./page-address";
import { PRIVATE_PAGE_CACHE_CONTROL } from "./page-variant";
import { StaticPartHtmlContext } from "../../client/lib/static-parts/static-part";
import { createStaticPartStore } from "./static-part-html";
import { pageBody } from "./page-body";
import { atContentVersion } from "../db/content-version";
import { staticRouterFor } from "./static-router";
import type { ServerMechanism } from "../../shared/fast-path-switches";
import { redirectKeepingQuery } from "./redirect";
import type { RequestVersion } from "./request-version";

export interface RenderOptions {
  /** A failed no-JavaScript form post: render the page again with its errors. */
  formState?: FormState;
  /** Status to answer instead of the router's (e.g. 400 for formState). */
  status?: number;
  /** Address to render instead of the request's (a form post renders the form's page). */
  url?: string;
  /** A staff member's preview of a draft (server/content-preview.ts): the page shows a bar saying so. */
  draftPreview?: ContentStatus;
}

export interface RenderResult {
  status: number;
  /** The complete HTML that was sent, when the page rendered normally. */
  html?: Buffer;
}

export interface PageRendererDeps {
  env: Env;
  api: SiteApi;
  logger: Logger;
  getManifest: () => AssetManifest;
  /** Tests swap the route table (e.g. a page that throws); production uses createRoutes. */
  createRoutes?: (deps: RouteDeps) => RouteObject[];
  /** A signed form token for the page's forms (server/security/form-token.ts). */
  issueFormToken: () => string;
  /** Told the social card of every page rendered, to draw it in the background (server/social-cards). */
  socialCards?: Pick<SocialCards, "want">;
  /**
   * The content version (server/db/content-version.ts): the static parts' HTML is kept while it
   * stays (./static-part-html.ts). Without it every part is rendered each time.
   */
  getContentVersion?: RequestVersion;
  /**
   * The brand pages show: configuration with the published site settings (server/content-api.ts
   * `siteBrand`; docs/decisions/0040-site-settings.md). Without it, the configured brand alone.
   */
  siteBrand?: () => Promise<Brand>;
}

/** Render time limit; past it React stops and the client gets what is ready or the error page. */
const RENDER_TIMEOUT_MS = 10_000;

/** A data block's query cache on a page whose hydrated components read none (PageRoute.queriesStayOnServer). */
const NO_QUERIES: AppData["queries"] = { mutations: [], queries: [] };
const pages: RouteModules = routeModules;
const queriesStayOnServer = (matchedPages: readonly string[]) => matchedPages.some((page) => pages[page]?.queriesStayOnServer === true);

/** In the kept root data, where each page's own form token goes (letters only: JSON leaves it as it is). */
const FORM_TOKEN_MARK = "pageformtokenmark";

/** What each loader receives as `context` on the server. */
export interface LoaderContext {
  queryClient: QueryClient;
}

export function createPageRenderer(deps: PageRendererDeps) {
  const { env, api, logger } = deps;
  // Each request brings its own QueryClient through the loader context.
  const routes = (deps.createRoutes ?? createRoutes)({ api, queryClientFor: (context) => (context as LoaderContext).queryClient });
  // What FAST_PATH_OFF switched off, to measure what it buys (shared/fast-path-switches.ts).
  const on = (mechanism: ServerMechanism) => !env.fastPathOff.has(mechanism);
  // One handler for the process, over the whole table: its lazy pages are resolved once, and
  // react-router ranks its branches once, when the handler is made, so a handler per region
  // (matching an address against its region's part of the table) bought nothing (nine paired runs:
  // docs/decisions/0004-performance-log.md, "A render's query cache is dropped with it").
  const handler = pageHandler(routes);
  /** The address a request renders: its path and the query parameters its page reads, nothing else. */
  const pageUrl = createPageAddress(routes);
  const staticParts = createStaticPartStore(undefined, { part: on("part-html"), section: on("kept-sections") });
  /** The brand of the last page rendered: the error page's, which must not read anything that may just have failed. */
  let lastBrand = env.brand;
  const siteBrand = async (): Promise<Brand> => {
    if (!deps.siteBrand) return env.brand;
    const brand = await deps.siteBrand();
    lastBrand = brand;
    return brand;
  };

  function rootDataFor(formState: FormState | null, brand: Brand, draftPreview?: ContentStatus): RootData {
    return {
      ...(draftPreview ? { draftPreview } : {}),
      brand,
      siteUrl: env.siteUrl,
      retention: env.retention,
      formState,
      gaMeasurementId: env.gaMeasurementId,
      developmentHosts: env.developmentHosts,
      formToken: deps.issueFormToken(),
    };
  }

  /** The error fallback, as a static page: it must not depend on what just failed. */
  function sendErrorPage(req: ExpressRequest, res: ExpressResponse): RenderResult {
    const root = rootDataFor(null, lastBrand);
    // The region is the address's (docs/decisions/0016-regions-as-addresses.md), so the German error page is German.
    const region = regionOfPath(req.path);
    const head: HeadDescription = buildHead({
      matches: [],
      loaderData: {},
      errors: { root: new Error("render") },
      pathname: req.path,
      root,
    });
    const html = renderToStaticMarkup(
      <Document
        headHtml={headHtml({ head, manifest: deps.getManifest(), colors: root.brand.colors, hydrates: false })}
        lang={head.lang}
        colors={root.brand.colors}
      >
        <header className="border-b border-slate-200 bg-white">
          <div className="container-page flex h-16 items-center">
            <a href={regionPath(region, "/")} className="text-lg font-bold text-slate-900">
              {root.brand.name}
            </a>
          </div>
        </header>
        <main>
          <ErrorFallback href={pageUrl(req.originalUrl)} text={copyForRegion(region).errorPage} />
        </main>
      </Document>,
    );
    if (!res.headersSent) {
      res.status(500).type("html").setHeader("Cache-Control", "no-store");
      res.end(`<!DOCTYPE html>${html}`);
    }
    return { status: 500 };
  }

  async function render(req: ExpressRequest, res: ExpressResponse, options: RenderOptions = {}): Promise<RenderResult> {
    const manifest = deps.getManifest();
    const queryClient = createRenderQueryClient();
    // Unknown query parameters (tracking ones included) never reach the page (page-address.ts).
    const url = pageUrl(options.url ?? req.originalUrl);
    const requestContext: LoaderContext = { queryClient };
    // Read once, before the loaders: every content list and static part of the page is read at this
    // version (server/db/content-version.ts atContentVersion). A draft preview reads drafts and keeps nothing.
    const version = options.draftPreview || !deps.getContentVersion ? null : await deps.getContentVersion(req);
    // Parsed once: the fetch Request and the page's pathname.
    const address = new URL(url, "http://localhost");
    // The brand is read at the same version as the page's content (its settings are content too).
    // The Request carries the address alone: loaders read nothing else (root data such as the region
    // is worked out apart), and copying the headers cost more than some renders. Nor does it follow a
    // visitor who leaves: every loader answers from memory or one short read (the SEO audit hands its
    // work off, server/seo-audit/audit-hand-off.ts), and a Request following an AbortController cost
    // about 10 µs a page (docs/decisions/0004-performance-log.md, "Matching by route pattern").
    const query = () => Promise.all([handler.query(new Request(address), { requestContext }), siteBrand()]);
    const [context, brand] = await (version === null ? query() : atContentVersion(version, query));

    if (context instanceof Response) {
      const location = context.headers.get("Location");
      if (context.status >= 300 && context.status < 400 && location) {
        // A loader saw the page's address only (the tracking parameters left out above): the
        // visit's whole query goes on to where it moves.
        redirectKeepingQuery(res, context.status, location, options.url ?? req.originalUrl);
        return { status: context.status };
      }
      throw new Error(`Unexpected ${context.status} response from the route table`);
    }

    // A loader may mark its page visitor-specific (data(..., { headers: { "Cache-Control": "no-store" } }),
    // e.g. an SEO audit report): that header is sent, and the page cache then skips the page. A page
    // shown in variants says so with SPLIT_PAGE_CACHE_CONTROL (shared/landing/landing-rules.ts): kept here, by no shared cache.
    let visitorSpecific = false;
    for (const headers of Object.values(context.loaderHeaders)) {
      const cacheControl = headers.get("Cache-Control");
      if (cacheControl) {
        res.setHeader("Cache-Control", cacheControl);
        if (cacheControl.includes("no-store")) visitorSpecific = true;
      }
    }
    const partHtml = version === null ? staticParts.unkept : staticParts.atVersion(version);
    const root = rootDataFor(options.formState ?? null, brand, options.draftPreview);
    const { pathname } = address;
    // The head, its HTML and the data block (all of it but the root data) are made from the address and
    // the content alone, so a page that rendered normally keeps them with its static parts. A
    // visitor-specific page (no-store) or one whose loaders failed makes them each time.
    const keepsPageData = context.statusCode === 200 && !visitorSpecific && on("data-block");
    const kept = <T,>(key: string, make: () => T): T => (keepsPageData ? partHtml.value(`${key} ${manifest.entry} ${url}`, make) : make());
    const head = kept("head", () =>
      buildHead({ matches: context.matches, loaderData: context.loaderData, errors: context.errors, pathname, root }),
    );
    // A draft's card is not drawn: cards are public files, and the draft is not public yet.
    const cardShared = head.card && !options.draftPreview ? deps.socialCards?.want(head.card) : undefined;
    const matchedPages = context.matches.map((m) => pageNameOfRoute(m.route.id));
    const language = languageForRegion(
      regionOfRender({ pathname, matches: context.matches, loaderData: context.loaderData, errors: context.errors }),
    );
    const status = options.status ?? context.statusCode;
    const pageData = (): Omit<AppData, "root"> => ({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
      queries: on("queries-stay-on-server") && queriesStayOnServer(matchedPages) ? NO_QUERIES : withoutRenderTimes(dehydrate(queryClient)),
      modules: appModulesFor(manifest, matchedPages, language),
      language,
      template: pageTemplateOf(routeModules, matchedPages),
    });
    const pageDataJson = () => jsonForScript(pageData());
    const pageJson = kept("app-data", pageDataJson);
    const headElements = kept("head-html", () => headHtml({ head, manifest, colors: root.brand.colors, hydrates: true }));
    // The root data is the content's and the configuration's but for the form token, which is new on
    // every page: kept with a mark in its place, first, so no text staff wrote comes before it. A
    // refused form's values or a preview's status are the visitor's own.
    const sameOnEveryPage = () => {
      const { formToken: _own, ...rest } = root;
      return jsonForScript({ formToken: FORM_TOKEN_MARK, ...rest });
    };
    const rootJson =
      options.formState || options.draftPreview
        ? jsonForScript(root satisfies AppData["root"])
        : partHtml.value("root-data", sameOnEveryPage).replace(FORM_TOKEN_MARK, root.formToken);
    // One JSON object: the root data's members, then the page data's (whose opening brace is dropped).
    const appDataJson = `{"root":${rootJson},${pageJson.slice(1)}`;
    const router = staticRouterFor(context);

    return new Promise<RenderResult>((resolve) => {
      let shellFailed = false;
      const stream = renderToPipeableStream(
        <Document
          headHtml={headElements}
          lang={head.lang}
          appDataJson={appDataJson}
          colors={root.brand.colors}
          // No cookie question to staff (client/app/site-shell.tsx), in their screens or a draft's preview.
          afterRootHtml={
            options.draftPreview || isStaffPath(pathname)
              ? undefined
              : afterRootHtml(regionOfPath(pathname), matchedPages, root.brand.name, on("after-root"))
          }
        >
          <StaticPartHtmlContext.Provider value={partHtml}>
            <AppProviders queryCache={queryClient} api={api} rootData={root}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </StaticPartHtmlContext.Provider>
        </Document>,
        {
          bootstrapModules: [manifest.entry],
          // The page goes out whole (onAllReady below), so a Suspense boundary's content is never
          // worth sending later: past React's default of 12.8 KB written, a boundary's content would
          // be moved to the end of the page and revealed by an inline script, which the CSP refuses.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // Every loader has finished before rendering starts, so nothing suspends but a lazy
          // component's first load, and waiting for all content costs little; crawlers get the complete page and
          // React needs no inline script to reveal streamed boundaries.
          onAllReady() {
            if (shellFailed) return;
            clearTimeout(timer);
            res.status(status).setHeader("Content-Type", "text/html; charset=utf-8");
            // A response that sets a cookie belongs to one visitor: no shared cache may keep it.
            if (res.getHeader("Set-Cookie") !== undefined) res.setHeader("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
            // Everything is ready, so React writes the whole page at once: it is sent as one
            // buffer with its length, not as React's few dozen 4 KB chunks, each of which cost a
            // chunked-encoding write through the compression middleware to the socket
            // (docs/decisions/0004-performance-log.md, "Cheaper uncached renders").
            const page = pageBody({
              done(html) {
                const send = () => {
                  res.setHeader("Content-Length", html.length);
                  res.end(html);
                  resolve({ status, html });
                };
                // A page naming a card whose inputs are still being shared goes out once another instance can draw it too.
                if (cardShared) void cardShared.then(send);
                else send();
              },
              // React destroys its destination when it fails fatally: the visitor's connection closes.
              failed(error) {
                logger.error({ err: error, path: req.path }, "page render failed while writing");
                res.destroy();
                resolve({ status: 500 });
              },
            });
            // React writes the <!DOCTYPE html> itself for an <html> root. It asks only for the
            // methods pageBody has, not for a whole node:stream Writable.
            stream.pipe(page as unknown as Writable);
          },
          onShellError(error) {
            shellFailed = true;
            clearTimeout(timer);
            logger.error({ err: error, path: req.path }, "page render failed");
            resolve(sendErrorPage(req, res));
          },
          onError(error) {
            if (!shellFailed) logger.error({ err: error, path: req.path }, "error while rendering a page");
          },
        },
      );
      const timer = setTimeout(() => stream.abort(new Error("render timed out")), RENDER_TIMEOUT_MS);
    });
  }

  /**
   * The social card a page's head names, from its loaders and meta alone: no React render
   * (the start-up pass over the sitemap, server/social-cards/warm-social-cards.ts). Undefined
   * for a page without one (noindex, an error, a redirect).
   */
  async function socialCardOf(path: string): Promise<SocialCard | undefined> {
    const url = pageUrl(path);
    const address = new URL(url, "http://localhost");
    const context = await handler.query(new Request(address), {
      requestContext: { queryClient: createRenderQueryClient() } satisfies LoaderContext,
    });
    if (context instanceof Response) return undefined;
    return buildHead({
      matches: context.matches,
      loaderData: context.loaderData,
      errors: context.errors,
      pathname: address.pathname,
      root: rootDataFor(null, await siteBrand()),
    }).card;
  }

  return { render, sendErrorPage, pageUrl, socialCardOf };
}
export type PageRenderer = ReturnType<typeof createPageRenderer>;

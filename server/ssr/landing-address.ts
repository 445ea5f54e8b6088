import type { RequestHandler } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import { regionPath } from "../../shared/region-addresses";
import { REGIONS, type RegionCode } from "../../shared/constants";
import { MATCH_PARAM, VARIANT_PARAM } from "../../shared/landing/landing-params";
import { chooseVariant, matchFromPairs } from "../../shared/landing/landing-rules";
import { LANDING_SEGMENT } from "../../shared/region-addresses";
import { routeSearchParams } from "../../client/routes";
import { type LandingRouting, type LandingRoutingSource, type RoutedPage, routingKey } from "../landing/landing-routing";
import { campaignOf, isVisit, type ViewCounter } from "../landing/landing-views";
import type { RequestVersion } from "./request-version";

// A request for a landing page, before the page cache is asked (docs/decisions/0039-landing-pages.md).
// The server decides here what the page shows, and says it in the address it is rendered and cached
// under: `?match=<listed value>` when the ad's parameter (the one the page declares, e.g. kw) carries
// one of the page's values, and `?variant=<key>`, kept from the visitor's consented cookie or drawn
// by the variants' weights. A visitor's own `match` or `variant` never gets through, nor any other
// parameter but the root's (submitted): so each variant and each listed value is one cached page, and
// an ad's gclid or utm_* never splits the cache. The view is counted here too.

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const LANDING_PATH = /^\/(?:(uk|de)\/)?lp\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const ROOT_PARAMS = new Set(routeSearchParams.root);

export interface LandingRequest {
  region: RegionCode;
  slug: string;
  pathname: string;
  /** The query as sent, without "?". */
  query: string;
  /** The query split at "&", once: a hit's address, its match and its view's campaign all read it. */
  pairs: readonly string[];
}

/** A landing page's address (lower case, as every page's: server/ssr/canonical-path.ts), or null. */
export function landingRequestOf(url: string): LandingRequest | null {
  const hash = url.indexOf("#");
  const bare = hash === -1 ? url : url.slice(0, hash);
  const q = bare.indexOf("?");
  const pathname = q === -1 ? bare : bare.slice(0, q);
  const match = LANDING_PATH.exec(pathname);
  if (!match) return null;
  const region = (match[1]?.toUpperCase() ?? "US") as RegionCode;
  if (!REGIONS.includes(region)) return null;
  const query = q === -1 ? "" : bare.slice(q + 1);
  return { region, slug: match[2]!, pathname, query, pairs: query === "" ? [] : query.split("&") };
}

export interface LandingAddress {
  /** The address the page is rendered and cached under. */
  url: string;
  variant: string;
  match: string | null;
}

/** The address a request for `page` renders: its root parameters, the listed value it matched, and its variant. */
export function landingAddress(
  request: LandingRequest,
  page: RoutedPage,
  cookieHeader: string | undefined,
  random: () => number,
): LandingAddress {
  // Every hit of a cached landing page pays for this, so it builds one string and no arrays of pairs.
  let kept = "";
  for (const pair of request.pairs) {
    const eq = pair.indexOf("=");
    if (pair !== "" && ROOT_PARAMS.has(eq === -1 ? pair : pair.slice(0, eq))) kept += `${pair}&`;
  }
  const match = matchFromPairs(request.pairs, page.match);
  const variant = chooseVariant(cookieHeader, page.id, page.running, random) ?? "";
  if (match !== null) kept += `${MATCH_PARAM}=${encodeURIComponent(match)}&`;
  return { url: `${request.pathname}?${kept}${VARIANT_PARAM}=${variant}`, variant, match };
}

/**
 * Puts a landing page's request in its page address before `next` (the page cache, then Express)
 * sees it, and counts the view. A staff preview (`mayBePreview`) is left alone: it renders the draft.
 */
export function landingFirst(deps: {
  next: Listener;
  routing: LandingRoutingSource;
  /** The version the request is answered at (./request-version.ts). */
  version: RequestVersion;
  views: ViewCounter;
  mayBePreview: (req: IncomingMessage) => boolean;
  random?: () => number;
}): Listener {
  const random = deps.random ?? Math.random;
  const route = (req: IncomingMessage, res: ServerResponse, request: LandingRequest, routing: LandingRouting) => {
    const page = routing.pages.get(routingKey(request.region, request.slug));
    if (page) {
      const address = landingAddress(request, page, req.headers.cookie, random);
      if (isVisit(req)) deps.views.count(page.id, address.variant, campaignOf(request.pairs));
      req.url = address.url;
    }
    deps.next(req, res);
  };
  return (req, res) => {
    const url = req.url ?? "/";
    const request =
      (req.method === "GET" || req.method === "HEAD") && (url.startsWith("/lp/") || url.startsWith("/uk/lp/") || url.startsWith("/de/lp/"))
        ? landingRequestOf(url)
        : null;
    if (!request || deps.mayBePreview(req)) return deps.next(req, res);
    let routing: LandingRouting | Promise<LandingRouting>;
    try {
      routing = deps.routing.atVersion(deps.version(req));
    } catch {
      return deps.next(req, res);
    }
    if (!(routing instanceof Promise)) return route(req, res, request, routing);
    routing.then(
      (r) => route(req, res, request, r),
      () => deps.next(req, res),
    );
  };
}

/**
 * A landing page's old slug moves permanently to its current one in the same region, with the
 * query exactly as it came: the ad's parameter, its gclid and utm_* must arrive with the visitor
 * (the page address would have dropped them, so this runs before the page renders).
 */
export function landingRedirects(routing: LandingRoutingSource, version: RequestVersion): RequestHandler {
  return async (req, res, next) => {
    const request = landingRequestOf(req.originalUrl);
    if (!request) return next();
    const current = await routing.atVersion(version(req));
    const moved = current.moved.get(request.slug);
    if (!moved || current.pages.has(routingKey(request.region, request.slug))) return next();
    res.redirect(301, `${regionPath(request.region, `/${LANDING_SEGMENT}/${moved}`)}${request.query ? `?${request.query}` : ""}`);
  };
}

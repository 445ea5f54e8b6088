import { DEFAULT_REGION, REGION_LOCALE, REGIONS, type RegionCode } from "./constants";

// Every page of the public site has one address per region (docs/decisions/0016-regions-as-addresses.md):
// US at the plain path (also the x-default), UK under /uk and DE under /de. The region of a page
// is read from its address only; nothing else (no cookie, no header) chooses it.

/** The path prefix of each region's addresses; US has none. */
export const REGION_PREFIX: Readonly<Record<RegionCode, string>> = { US: "", UK: "/uk", DE: "/de" };

/** The router matches case-insensitively, so "/DE/about" is the German page as well. */
const PREFIX_PATTERN = /^\/(uk|de)(?=[/?#]|$)/i;

/**
 * Paths that exist once for all regions: the API, the staff area (US only, noindex), files,
 * and the pages only a newsletter email links to (their addresses are in emails already sent).
 */
const SINGLE_ADDRESS = /^\/(?:api|admin|assets|images|\.well-known|newsletter\/confirm|newsletter\/unsubscribe)(?=[/?#]|$)/i;
/** A last segment with an extension is a file (feed, sitemap, robots.txt, favicon), not a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0] ?? "";

/** Where landing pages live, below a region's root: /lp/<slug>, /uk/lp/<slug>, /de/lp/<slug> (docs/decisions/0039-landing-pages.md). */
export const LANDING_SEGMENT = "lp";

/** A landing page's address in each of its regions, US first: "/lp/x", "/uk/lp/x", "/de/lp/x". */
export const landingAddresses = (slug: string, regions: readonly RegionCode[]): string[] =>
  REGIONS.filter((region) => regions.includes(region)).map((region) => regionPath(region, `/${LANDING_SEGMENT}/${slug}`));

/**
 * Whether an address is a landing page's: the ad that links to it chose its region, so a visitor
 * is never moved to another region's version of it (client/lib/region/detect-region.ts).
 */
export const isLandingPath = (path: string): boolean => pathnameOf(basePathOf(path)).startsWith(`/${LANDING_SEGMENT}/`);

/** The region an address belongs to: its prefix, else US. */
export function regionOfPath(path: string): RegionCode {
  const match = PREFIX_PATTERN.exec(path);
  if (!match) return DEFAULT_REGION;
  const code = match[1]!.toUpperCase();
  return (REGIONS as readonly string[]).includes(code) ? (code as RegionCode) : DEFAULT_REGION;
}

/** The address without its region prefix: "/de" → "/", "/uk/about?x=1" → "/about?x=1". */
export function basePathOf(path: string): string {
  const match = PREFIX_PATTERN.exec(path);
  if (!match) return path;
  const rest = path.slice(match[0].length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** Whether a site-relative path is a page that has a version in every region. */
export function isRegionalPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  const base = pathnameOf(basePathOf(path));
  return !SINGLE_ADDRESS.test(base) && !FILE_PATH.test(base);
}

/**
 * The address of a page in a region, from its plain (US) path: "/about" in DE is "/de/about",
 * "/" is "/de", "/?x=1" is "/de?x=1". A path that already names a region, a single-address
 * path, a relative path or another site's address is returned as it is.
 */
export function regionPath(region: RegionCode, path: string): string {
  if (region === DEFAULT_REGION || !isRegionalPath(path) || PREFIX_PATTERN.test(path)) return path;
  const prefix = REGION_PREFIX[region];
  return path === "/" || path.startsWith("/?") || path.startsWith("/#") ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** The same page in another region: "/uk/services/seo?x=1" for DE is "/de/services/seo?x=1". */
export function switchRegionPath(path: string, region: RegionCode): string {
  return regionPath(region, basePathOf(path));
}

/** Every regional version of a page (from any of its addresses), US first; US also stands for x-default. */
export function regionVersions(path: string): { region: RegionCode; hreflang: string; path: string }[] {
  const base = basePathOf(path);
  return REGIONS.map((region) => ({ region, hreflang: REGION_LOCALE[region], path: regionPath(region, base) }));
}

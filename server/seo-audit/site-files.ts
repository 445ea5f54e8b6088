import { Parser } from "htmlparser2";
import { gunzipSync } from "node:zlib";
import type { RobotsTxtState, SitemapState } from "./check-rules";
import { AuditError } from "./audit-error";
import { isAllowedFor, parseRobotsTxt } from "./robots-txt";
import type { FetchedResponse } from "./safe-fetch";

// robots.txt and the XML sitemap of the audited site, fetched with the same
// safe fetcher (every address checked) and within the same time limit as the page.

export const SITE_FILE_MAX_BYTES = 512 * 1024;

export type FetchSiteFile = (url: URL) => Promise<FetchedResponse>;

/** null: the file could not be fetched (timeout, refused address, network). */
async function tryFetch(fetchFile: FetchSiteFile, url: URL): Promise<FetchedResponse | null> {
  try {
    return await fetchFile(url);
  } catch (error) {
    if (error instanceof AuditError) return null;
    throw error;
  }
}

/** A sitemap is XML whose root element is <urlset> or <sitemapindex> (gzipped or not). */
export function isSitemapXml(body: Buffer): boolean {
  let bytes = body;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: 10 * SITE_FILE_MAX_BYTES });
    } catch {
      return false;
    }
  }
  return ["urlset", "sitemapindex"].includes(rootElement(bytes.toString("utf8")) ?? "");
}

const ROOT_FOUND = Symbol("root found");

/**
 * The name of the document's first element, without its namespace prefix. The parse stops
 * there: what is nested below the root, however deeply, is never read.
 */
function rootElement(xml: string): string | null {
  let root: string | null = null;
  const parser = new Parser(
    {
      onopentagname(name) {
        root = name.toLowerCase().split(":").pop()!;
        throw ROOT_FOUND;
      },
    },
    { xmlMode: true },
  );
  try {
    parser.write(xml);
    parser.end();
  } catch (stop) {
    if (stop !== ROOT_FOUND) throw stop;
  }
  return root;
}

export async function checkSiteFiles(
  pageUrl: URL,
  fetchFile: FetchSiteFile,
): Promise<{ robotsTxt: RobotsTxtState; sitemap: SitemapState }> {
  const robotsResponse = await tryFetch(fetchFile, new URL("/robots.txt", pageUrl.origin));
  let robotsTxt: RobotsTxtState = { state: "unknown" };
  let declaredSitemaps: string[] = [];
  if (robotsResponse && robotsResponse.status === 200) {
    const robots = parseRobotsTxt(robotsResponse.body.toString("utf8"));
    declaredSitemaps = robots.sitemaps;
    robotsTxt = { state: "found", blocksPage: !isAllowedFor(robots, "googlebot", `${pageUrl.pathname}${pageUrl.search}`) };
  } else if (robotsResponse && robotsResponse.status >= 400 && robotsResponse.status < 500) {
    robotsTxt = { state: "missing" };
  }

  let sitemapUrl = new URL("/sitemap.xml", pageUrl.origin);
  for (const declared of declaredSitemaps) {
    try {
      sitemapUrl = new URL(declared, pageUrl.origin);
      break;
    } catch {
      // an unparsable Sitemap: line; try the next, else the usual address
    }
  }
  const sitemapResponse = await tryFetch(fetchFile, sitemapUrl);
  let sitemap: SitemapState = { state: "unknown" };
  if (sitemapResponse && sitemapResponse.status === 200 && isSitemapXml(sitemapResponse.body)) {
    sitemap = { state: "found", url: sitemapResponse.finalUrl.href };
  } else if (sitemapResponse && sitemapResponse.status < 500) {
    sitemap = { state: "missing" };
  }
  return { robotsTxt, sitemap };
}

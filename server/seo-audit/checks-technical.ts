import type { SeoCheck } from "../../shared/seo-audit-report";
import { type CheckInputs, THRESHOLDS, result } from "./check-rules";

// Checks of how the page is served and found: status, HTTPS, redirects, speed,
// weight, compression, robots.txt, sitemap, structured data, social tags, links.
// Each picks an outcome; its words are shared/i18n/pages/seo-findings.en.ts.

export function statusCheck({ status }: CheckInputs): SeoCheck {
  return status >= 200 && status < 300 ? result("status", "pass", "ok", { status }) : result("status", "fail", "error", { status });
}

export function httpsCheck({ finalUrl }: CheckInputs): SeoCheck {
  return finalUrl.protocol === "https:" ? result("https", "pass", "https") : result("https", "fail", "http");
}

export function redirectsCheck({ redirects }: CheckInputs): SeoCheck {
  if (redirects.length === 0) return result("redirects", "pass", "none");
  if (redirects.length <= THRESHOLDS.redirectsOk) return result("redirects", "pass", "one");
  return result("redirects", "warn", "chain", { count: redirects.length });
}

export function responseTimeCheck({ responseTimeMs: ms }: CheckInputs): SeoCheck {
  const { good, poor } = THRESHOLDS.responseTimeMs;
  if (ms <= good) return result("response-time", "pass", "fast", { ms });
  if (ms <= poor) return result("response-time", "warn", "slow", { ms, good });
  return result("response-time", "fail", "verySlow", { ms, good });
}

export function pageWeightCheck({ htmlBytes: bytes }: CheckInputs): SeoCheck {
  const { good, poor } = THRESHOLDS.htmlBytes;
  if (bytes <= good) return result("page-weight", "pass", "light", { bytes });
  if (bytes <= poor) return result("page-weight", "warn", "heavy", { bytes, good });
  return result("page-weight", "fail", "veryHeavy", { bytes, poor });
}

export function compressionCheck({ contentEncoding, htmlBytes }: CheckInputs): SeoCheck {
  if (contentEncoding) return result("compression", "pass", "compressed", { encoding: contentEncoding });
  if (htmlBytes < THRESHOLDS.compressionMinBytes) return result("compression", "pass", "tooSmall");
  return result("compression", "warn", "uncompressed");
}

export function robotsTxtCheck({ robotsTxt }: CheckInputs): SeoCheck {
  if (robotsTxt.state === "unknown") return result("robots-txt", "warn", "unreadable");
  if (robotsTxt.state === "missing") return result("robots-txt", "warn", "missing");
  if (robotsTxt.blocksPage) return result("robots-txt", "fail", "blocks");
  return result("robots-txt", "pass", "allows");
}

export function sitemapCheck({ sitemap }: CheckInputs): SeoCheck {
  if (sitemap.state === "found") return result("sitemap", "pass", "found");
  if (sitemap.state === "unknown") return result("sitemap", "warn", "unreadable");
  return result("sitemap", "warn", "missing");
}

export function structuredDataCheck({ summary }: CheckInputs): SeoCheck {
  if (summary.jsonLdInvalidBlocks > 0) return result("structured-data", "fail", "invalid", { blocks: summary.jsonLdInvalidBlocks });
  if (summary.jsonLdTypes.length === 0) return result("structured-data", "warn", "none");
  return result("structured-data", "pass", "found", { types: summary.jsonLdTypes.slice(0, 5).join(", ") });
}

const OG_REQUIRED = ["og:title", "og:description", "og:image"] as const;

export function openGraphCheck({ summary }: CheckInputs): SeoCheck {
  const missing = OG_REQUIRED.filter((key) => !summary.openGraph[key]);
  if (missing.length === 0) return result("open-graph", "pass", "complete");
  if (missing.length === OG_REQUIRED.length) return result("open-graph", "fail", "none");
  return result("open-graph", "warn", "partial", { missing: missing.join(", ") });
}

const TWITTER_CARDS = new Set(["summary", "summary_large_image", "app", "player"]);

export function twitterCardCheck({ summary }: CheckInputs): SeoCheck {
  const card = summary.twitter["twitter:card"];
  if (card && TWITTER_CARDS.has(card.toLowerCase())) return result("twitter-card", "pass", "declared", { card });
  if (card) return result("twitter-card", "warn", "unknown", { card: card.slice(0, 30) });
  return result("twitter-card", "warn", "missing");
}

export function linksCheck({ summary }: CheckInputs): SeoCheck {
  const links = { internal: summary.internalLinks, external: summary.externalLinks };
  return summary.internalLinks === 0 ? result("links", "warn", "noInternal", links) : result("links", "pass", "linked", links);
}

import type { SeoCheck } from "../../shared/seo-audit-report";
import { type CheckInputs, THRESHOLDS, kb, result } from "./check-rules";

// Checks of how the page is served and found: status, HTTPS, redirects, speed,
// weight, compression, robots.txt, sitemap, structured data, social tags, links.

export function statusCheck({ status }: CheckInputs): SeoCheck {
  if (status >= 200 && status < 300) {
    return result(
      "status",
      "HTTP status",
      "pass",
      `The page answers ${status}.`,
      "Keep it that way: search engines only index pages that load successfully.",
    );
  }
  return result(
    "status",
    "HTTP status",
    "fail",
    `The page answers ${status} instead of 200.`,
    "Make the page load with status 200, or redirect this address to a page that does.",
  );
}

export function httpsCheck({ finalUrl }: CheckInputs): SeoCheck {
  if (finalUrl.protocol === "https:") {
    return result(
      "https",
      "HTTPS",
      "pass",
      "The page is served over HTTPS.",
      "Nothing to do: HTTPS is a ranking signal and keeps visitors' data safe.",
    );
  }
  return result(
    "https",
    "HTTPS",
    "fail",
    "The page is served over plain HTTP.",
    "Install a TLS certificate and redirect every http:// address to https://.",
  );
}

export function redirectsCheck({ redirects }: CheckInputs): SeoCheck {
  const label = "Redirects";
  if (redirects.length === 0)
    return result(
      "redirects",
      label,
      "pass",
      "The address loads directly, without redirects.",
      "Nothing to do: every redirect costs a round trip.",
    );
  if (redirects.length <= THRESHOLDS.redirectsOk)
    return result(
      "redirects",
      label,
      "pass",
      "The address reaches the page with a single redirect.",
      "Nothing to do; link to the final address where you can.",
    );
  return result(
    "redirects",
    label,
    "warn",
    `The address passes through ${redirects.length} redirects before the page.`,
    "Redirect straight to the final address and update internal links to it.",
  );
}

export function responseTimeCheck({ responseTimeMs }: CheckInputs): SeoCheck {
  const label = "Server response time";
  const { good, poor } = THRESHOLDS.responseTimeMs;
  const finding = `The server answered in ${responseTimeMs} ms (time to first byte).`;
  if (responseTimeMs <= good)
    return result("response-time", label, "pass", finding, "Nothing to do: a fast first byte helps every other speed metric.");
  if (responseTimeMs <= poor)
    return result("response-time", label, "warn", finding, `Aim for under ${good} ms with page caching, a CDN or faster hosting.`);
  return result("response-time", label, "fail", finding, `Bring it under ${good} ms: cache pages, add a CDN or move to faster hosting.`);
}

export function pageWeightCheck({ htmlBytes }: CheckInputs): SeoCheck {
  const label = "HTML size";
  const { good, poor } = THRESHOLDS.htmlBytes;
  const finding = `The HTML weighs ${kb(htmlBytes)}.`;
  if (htmlBytes <= good) return result("page-weight", label, "pass", finding, "Nothing to do: light HTML is quick to download and parse.");
  if (htmlBytes <= poor)
    return result(
      "page-weight",
      label,
      "warn",
      finding,
      `Keep the HTML under ${kb(good)}: move inline scripts, styles and data to cached files.`,
    );
  return result("page-weight", label, "fail", finding, `Cut the HTML well below ${kb(poor)}: inline code and data are the usual culprits.`);
}

export function compressionCheck({ contentEncoding, htmlBytes }: CheckInputs): SeoCheck {
  const label = "Compression";
  if (contentEncoding)
    return result(
      "compression",
      label,
      "pass",
      `The HTML is sent compressed (${contentEncoding}).`,
      "Nothing to do: compression cuts transfer time.",
    );
  if (htmlBytes < THRESHOLDS.compressionMinBytes)
    return result(
      "compression",
      label,
      "pass",
      "The HTML is too small for compression to matter.",
      "Nothing to do now; enable gzip or Brotli as the page grows.",
    );
  return result("compression", label, "warn", "The HTML is sent uncompressed.", "Enable gzip or Brotli compression on the web server.");
}

export function robotsTxtCheck({ robotsTxt }: CheckInputs): SeoCheck {
  const label = "robots.txt";
  if (robotsTxt.state === "unknown")
    return result(
      "robots-txt",
      label,
      "warn",
      "We couldn't read the site's robots.txt.",
      "Make /robots.txt answer quickly with status 200 (or 404 if you have none).",
    );
  if (robotsTxt.state === "missing")
    return result(
      "robots-txt",
      label,
      "warn",
      "The site has no robots.txt.",
      "Add a /robots.txt that allows crawling and names your sitemap.",
    );
  if (robotsTxt.blocksPage)
    return result(
      "robots-txt",
      label,
      "fail",
      "robots.txt blocks search engines from this page.",
      "Remove the Disallow rule that matches this page, unless it must stay out of search.",
    );
  return result("robots-txt", label, "pass", "robots.txt exists and lets search engines crawl this page.", "Nothing to do.");
}

export function sitemapCheck({ sitemap }: CheckInputs): SeoCheck {
  const label = "XML sitemap";
  if (sitemap.state === "found")
    return result(
      "sitemap",
      label,
      "pass",
      "The site has an XML sitemap.",
      "Nothing to do; keep it up to date and submit it in Search Console.",
    );
  if (sitemap.state === "unknown")
    return result(
      "sitemap",
      label,
      "warn",
      "We couldn't read the site's sitemap.",
      "Make /sitemap.xml (or the Sitemap: line in robots.txt) answer with valid XML.",
    );
  return result("sitemap", label, "warn", "We found no XML sitemap.", "Publish /sitemap.xml listing your pages and name it in robots.txt.");
}

export function structuredDataCheck({ summary }: CheckInputs): SeoCheck {
  const label = "Structured data";
  if (summary.jsonLdInvalidBlocks > 0)
    return result(
      "structured-data",
      label,
      "fail",
      `${summary.jsonLdInvalidBlocks} JSON-LD block(s) are not valid JSON.`,
      "Fix the JSON syntax: search engines ignore a block that does not parse.",
    );
  if (summary.jsonLdTypes.length === 0)
    return result(
      "structured-data",
      label,
      "warn",
      "The page has no JSON-LD structured data.",
      "Describe the page with schema.org JSON-LD (Organization, Product, Article…) for rich results.",
    );
  return result(
    "structured-data",
    label,
    "pass",
    `JSON-LD found: ${summary.jsonLdTypes.slice(0, 5).join(", ")}.`,
    "Nothing to do; test it with Google's Rich Results Test.",
  );
}

const OG_REQUIRED = ["og:title", "og:description", "og:image"] as const;

export function openGraphCheck({ summary }: CheckInputs): SeoCheck {
  const label = "Open Graph tags";
  const missing = OG_REQUIRED.filter((key) => !summary.openGraph[key]);
  if (missing.length === 0)
    return result(
      "open-graph",
      label,
      "pass",
      "Title, description and image are set for social sharing.",
      "Nothing to do: shared links will look right.",
    );
  if (missing.length === OG_REQUIRED.length)
    return result(
      "open-graph",
      label,
      "fail",
      "The page has no Open Graph tags.",
      "Add og:title, og:description and og:image so shared links show a proper preview.",
    );
  return result(
    "open-graph",
    label,
    "warn",
    `Missing: ${missing.join(", ")}.`,
    "Add the missing Open Graph tags for a complete link preview.",
  );
}

const TWITTER_CARDS = new Set(["summary", "summary_large_image", "app", "player"]);

export function twitterCardCheck({ summary }: CheckInputs): SeoCheck {
  const label = "Twitter / X card";
  const card = summary.twitter["twitter:card"];
  if (card && TWITTER_CARDS.has(card.toLowerCase()))
    return result("twitter-card", label, "pass", `A ${card} card is declared.`, "Nothing to do.");
  if (card)
    return result(
      "twitter-card",
      label,
      "warn",
      `"${card.slice(0, 30)}" is not a known card type.`,
      'Use twitter:card "summary_large_image" or "summary".',
    );
  return result(
    "twitter-card",
    label,
    "warn",
    "No twitter:card tag (X falls back to Open Graph, with a small preview).",
    'Add <meta name="twitter:card" content="summary_large_image">.',
  );
}

export function linksCheck({ summary }: CheckInputs): SeoCheck {
  const label = "Links";
  const finding = `${summary.internalLinks} internal and ${summary.externalLinks} external links.`;
  if (summary.internalLinks === 0)
    return result("links", label, "warn", finding, "Link to your other pages: internal links are how crawlers and visitors find them.");
  return result("links", label, "pass", finding, "Nothing to do: internal links spread authority across the site.");
}

import type { SeoCheck, SeoCheckId } from "../../seo-audit-report";

// What each SEO audit check says, per outcome (server/seo-audit/checks-*.ts picks the outcome and
// its figures). The API answers with this English text, which English clients read, and with the
// outcome's key and figures, from which a page writes the same finding in its visitor's language
// (seo-findings.de.ts; docs/decisions/0017-copy-per-language-and-currency.md).

/** One outcome's sentence and its one-line fix (for a passed check: why it matters). */
export interface FindingText {
  finding: string;
  fix: string;
}

const chars = (n: number) => `${n} character${n === 1 ? "" : "s"}`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const seoFindingsEn = {
  status: {
    label: "HTTP status",
    outcomes: {
      ok: (p: { status: number }) => ({
        finding: `The page answers ${p.status}.`,
        fix: "Keep it that way: search engines only index pages that load successfully.",
      }),
      error: (p: { status: number }) => ({
        finding: `The page answers ${p.status} instead of 200.`,
        fix: "Make the page load with status 200, or redirect this address to a page that does.",
      }),
    },
  },
  indexing: {
    label: "Indexing allowed",
    outcomes: {
      noindexHeader: () => ({
        finding: "The page tells search engines not to index it (noindex in an X-Robots-Tag header).",
        fix: "Remove the noindex directive if this page should appear in search results.",
      }),
      noindexMeta: () => ({
        finding: "The page tells search engines not to index it (noindex in a robots meta tag).",
        fix: "Remove the noindex directive if this page should appear in search results.",
      }),
      allowed: () => ({
        finding: "No noindex directive: search engines may index this page.",
        fix: "Nothing to do; use noindex only on pages that should stay out of search.",
      }),
    },
  },
  https: {
    label: "HTTPS",
    outcomes: {
      https: () => ({
        finding: "The page is served over HTTPS.",
        fix: "Nothing to do: HTTPS is a ranking signal and keeps visitors' data safe.",
      }),
      http: () => ({
        finding: "The page is served over plain HTTP.",
        fix: "Install a TLS certificate and redirect every http:// address to https://.",
      }),
    },
  },
  title: {
    label: "Title tag",
    outcomes: {
      missing: (p: { min: number; max: number }) => ({
        finding: "The page has no title.",
        fix: `Add a <title> of ${p.min}–${p.max} characters that names the page's topic and your brand.`,
      }),
      several: (p: { count: number }) => ({
        finding: `The page has ${p.count} title tags.`,
        fix: "Keep a single <title> in the page's <head>.",
      }),
      short: (p: { length: number; min: number; max: number }) => ({
        finding: `The title is short (${chars(p.length)}).`,
        fix: `Lengthen it to ${p.min}–${p.max} characters with the page's main keyword.`,
      }),
      long: (p: { length: number; max: number }) => ({
        finding: `The title is long (${chars(p.length)}) and will be cut off in results.`,
        fix: `Shorten it to at most ${p.max} characters, main keyword first.`,
      }),
      good: (p: { length: number }) => ({
        finding: `The title has a good length (${chars(p.length)}).`,
        fix: "Nothing to do: a clear title is what searchers click.",
      }),
    },
  },
  "meta-description": {
    label: "Meta description",
    outcomes: {
      missing: (p: { min: number; max: number }) => ({
        finding: "The page has no meta description.",
        fix: `Add a meta description of ${p.min}–${p.max} characters that sells the click.`,
      }),
      several: (p: { count: number }) => ({
        finding: `The page has ${p.count} meta descriptions.`,
        fix: "Keep one meta description per page.",
      }),
      short: (p: { length: number; min: number; max: number }) => ({
        finding: `The description is short (${chars(p.length)}).`,
        fix: `Expand it to ${p.min}–${p.max} characters with a reason to click.`,
      }),
      long: (p: { length: number; max: number }) => ({
        finding: `The description is long (${chars(p.length)}) and will be cut off.`,
        fix: `Trim it to at most ${p.max} characters.`,
      }),
      good: (p: { length: number }) => ({
        finding: `The description has a good length (${chars(p.length)}).`,
        fix: "Nothing to do: search engines often show it under your title.",
      }),
    },
  },
  h1: {
    label: "Main heading (H1)",
    outcomes: {
      missing: () => ({ finding: "The page has no H1 heading.", fix: "Add one H1 that states what the page is about." }),
      several: (p: { count: number }) => ({
        finding: `The page has ${p.count} H1 headings.`,
        fix: "Keep one H1 and turn the others into H2 subheadings.",
      }),
      empty: () => ({ finding: "The H1 heading is empty.", fix: "Put the page's topic in words inside the H1." }),
      one: () => ({ finding: "The page has exactly one H1.", fix: "Nothing to do: one clear H1 tells search engines the topic." }),
    },
  },
  viewport: {
    label: "Mobile viewport",
    outcomes: {
      missing: () => ({
        finding: "The page has no viewport meta tag.",
        fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1">: Google indexes the mobile version.',
      }),
      fixedWidth: () => ({
        finding: "The viewport does not follow the device width.",
        fix: 'Use content="width=device-width, initial-scale=1".',
      }),
      mobile: () => ({
        finding: "The page is set up for mobile screens.",
        fix: "Nothing to do: Google ranks the mobile version of pages.",
      }),
    },
  },
  canonical: {
    label: "Canonical URL",
    outcomes: {
      missing: (p: { url: string }) => ({
        finding: "The page declares no canonical URL.",
        fix: `Add <link rel="canonical" href="${p.url}"> so duplicates point to one address.`,
      }),
      conflicting: (p: { count: number }) => ({
        finding: `The page declares ${p.count} different canonical URLs.`,
        fix: "Keep one canonical link; search engines ignore conflicting ones.",
      }),
      invalid: () => ({
        finding: "The canonical link is not a valid web address.",
        fix: "Point the canonical link to the page's full https:// address.",
      }),
      elsewhere: () => ({
        finding: "The canonical URL points to a different address.",
        fix: "Check that this is intended; a page that should rank must name itself as canonical.",
      }),
      self: () => ({
        finding: "The page names itself as the canonical URL.",
        fix: "Nothing to do: duplicates of this page will consolidate here.",
      }),
    },
  },
  "response-time": {
    label: "Server response time",
    outcomes: {
      fast: (p: { ms: number }) => ({
        finding: `The server answered in ${p.ms} ms (time to first byte).`,
        fix: "Nothing to do: a fast first byte helps every other speed metric.",
      }),
      slow: (p: { ms: number; good: number }) => ({
        finding: `The server answered in ${p.ms} ms (time to first byte).`,
        fix: `Aim for under ${p.good} ms with page caching, a CDN or faster hosting.`,
      }),
      verySlow: (p: { ms: number; good: number }) => ({
        finding: `The server answered in ${p.ms} ms (time to first byte).`,
        fix: `Bring it under ${p.good} ms: cache pages, add a CDN or move to faster hosting.`,
      }),
    },
  },
  "robots-txt": {
    label: "robots.txt",
    outcomes: {
      unreadable: () => ({
        finding: "We couldn't read the site's robots.txt.",
        fix: "Make /robots.txt answer quickly with status 200 (or 404 if you have none).",
      }),
      missing: () => ({ finding: "The site has no robots.txt.", fix: "Add a /robots.txt that allows crawling and names your sitemap." }),
      blocks: () => ({
        finding: "robots.txt blocks search engines from this page.",
        fix: "Remove the Disallow rule that matches this page, unless it must stay out of search.",
      }),
      allows: () => ({ finding: "robots.txt exists and lets search engines crawl this page.", fix: "Nothing to do." }),
    },
  },
  sitemap: {
    label: "XML sitemap",
    outcomes: {
      found: () => ({
        finding: "The site has an XML sitemap.",
        fix: "Nothing to do; keep it up to date and submit it in Search Console.",
      }),
      unreadable: () => ({
        finding: "We couldn't read the site's sitemap.",
        fix: "Make /sitemap.xml (or the Sitemap: line in robots.txt) answer with valid XML.",
      }),
      missing: () => ({
        finding: "We found no XML sitemap.",
        fix: "Publish /sitemap.xml listing your pages and name it in robots.txt.",
      }),
    },
  },
  "image-alt": {
    label: "Image alt text",
    outcomes: {
      noImages: () => ({ finding: "The page has no <img> images.", fix: "Nothing to do; give any images you add an alt attribute." }),
      allHaveAlt: (p: { images: number }) => ({
        finding: `All ${p.images} images have alt text.`,
        fix: "Nothing to do: alt text is how search engines read images.",
      }),
      someMissing: (p: { missing: number; images: number }) => ({
        finding: `${p.missing} of ${p.images} images have no alt attribute.`,
        fix: 'Describe each image in an alt attribute (alt="" for purely decorative ones).',
      }),
    },
  },
  "structured-data": {
    label: "Structured data",
    outcomes: {
      invalid: (p: { blocks: number }) => ({
        finding: `${p.blocks} JSON-LD block(s) are not valid JSON.`,
        fix: "Fix the JSON syntax: search engines ignore a block that does not parse.",
      }),
      none: () => ({
        finding: "The page has no JSON-LD structured data.",
        fix: "Describe the page with schema.org JSON-LD (Organization, Product, Article…) for rich results.",
      }),
      found: (p: { types: string }) => ({
        finding: `JSON-LD found: ${p.types}.`,
        fix: "Nothing to do; test it with Google's Rich Results Test.",
      }),
    },
  },
  headings: {
    label: "Heading structure",
    outcomes: {
      none: () => ({
        finding: "The page has no headings at all.",
        fix: "Structure the content with an H1 and H2/H3 subheadings.",
      }),
      opensLow: (p: { level: number }) => ({
        finding: `The outline opens with an H${p.level}.`,
        fix: "Start with the H1, then nest H2 and H3 below it without gaps.",
      }),
      skips: (p: { from: number; to: number }) => ({
        finding: `The outline skips a level (H${p.from} is followed by H${p.to}).`,
        fix: "Nest headings in order: H1, then H2, then H3, without gaps.",
      }),
      tidy: (p: { count: number }) => ({
        finding: `${p.count} headings in a tidy outline.`,
        fix: "Nothing to do: a clear outline helps search engines and screen readers.",
      }),
    },
  },
  lang: {
    label: "Language",
    outcomes: {
      missing: () => ({ finding: "The <html> element has no lang attribute.", fix: 'Declare the language, e.g. <html lang="en">.' }),
      invalid: (p: { lang: string }) => ({
        finding: `"${p.lang}" is not a valid language code.`,
        fix: 'Use a language code such as "en", "en-GB" or "de".',
      }),
      declared: (p: { lang: string }) => ({
        finding: `The page declares its language (${p.lang}).`,
        fix: "Nothing to do: it helps search engines serve the right audience.",
      }),
    },
  },
  "page-weight": {
    label: "HTML size",
    outcomes: {
      light: (p: { bytes: number }) => ({
        finding: `The HTML weighs ${kb(p.bytes)}.`,
        fix: "Nothing to do: light HTML is quick to download and parse.",
      }),
      heavy: (p: { bytes: number; good: number }) => ({
        finding: `The HTML weighs ${kb(p.bytes)}.`,
        fix: `Keep the HTML under ${kb(p.good)}: move inline scripts, styles and data to cached files.`,
      }),
      veryHeavy: (p: { bytes: number; poor: number }) => ({
        finding: `The HTML weighs ${kb(p.bytes)}.`,
        fix: `Cut the HTML well below ${kb(p.poor)}: inline code and data are the usual culprits.`,
      }),
    },
  },
  compression: {
    label: "Compression",
    outcomes: {
      compressed: (p: { encoding: string }) => ({
        finding: `The HTML is sent compressed (${p.encoding}).`,
        fix: "Nothing to do: compression cuts transfer time.",
      }),
      tooSmall: () => ({
        finding: "The HTML is too small for compression to matter.",
        fix: "Nothing to do now; enable gzip or Brotli as the page grows.",
      }),
      uncompressed: () => ({ finding: "The HTML is sent uncompressed.", fix: "Enable gzip or Brotli compression on the web server." }),
    },
  },
  redirects: {
    label: "Redirects",
    outcomes: {
      none: () => ({ finding: "The address loads directly, without redirects.", fix: "Nothing to do: every redirect costs a round trip." }),
      one: () => ({
        finding: "The address reaches the page with a single redirect.",
        fix: "Nothing to do; link to the final address where you can.",
      }),
      chain: (p: { count: number }) => ({
        finding: `The address passes through ${p.count} redirects before the page.`,
        fix: "Redirect straight to the final address and update internal links to it.",
      }),
    },
  },
  "open-graph": {
    label: "Open Graph tags",
    outcomes: {
      complete: () => ({
        finding: "Title, description and image are set for social sharing.",
        fix: "Nothing to do: shared links will look right.",
      }),
      none: () => ({
        finding: "The page has no Open Graph tags.",
        fix: "Add og:title, og:description and og:image so shared links show a proper preview.",
      }),
      partial: (p: { missing: string }) => ({
        finding: `Missing: ${p.missing}.`,
        fix: "Add the missing Open Graph tags for a complete link preview.",
      }),
    },
  },
  links: {
    label: "Links",
    outcomes: {
      noInternal: (p: { internal: number; external: number }) => ({
        finding: `${p.internal} internal and ${p.external} external links.`,
        fix: "Link to your other pages: internal links are how crawlers and visitors find them.",
      }),
      linked: (p: { internal: number; external: number }) => ({
        finding: `${p.internal} internal and ${p.external} external links.`,
        fix: "Nothing to do: internal links spread authority across the site.",
      }),
    },
  },
  "twitter-card": {
    label: "Twitter / X card",
    outcomes: {
      declared: (p: { card: string }) => ({ finding: `A ${p.card} card is declared.`, fix: "Nothing to do." }),
      unknown: (p: { card: string }) => ({
        finding: `"${p.card}" is not a known card type.`,
        fix: 'Use twitter:card "summary_large_image" or "summary".',
      }),
      missing: () => ({
        finding: "No twitter:card tag (X falls back to Open Graph, with a small preview).",
        fix: 'Add <meta name="twitter:card" content="summary_large_image">.',
      }),
    },
  },
} satisfies Record<SeoCheckId, { label: string; outcomes: Record<string, (p: never) => FindingText> }>;

export type SeoFindingsCopy = typeof seoFindingsEn;

/**
 * A check's label, finding and fix in the words of `findings`, from its outcome and figures.
 * An outcome these words do not know (a report from another version of the API) is shown as
 * the API wrote it.
 */
export function findingIn(check: SeoCheck, findings: SeoFindingsCopy): { label: string } & FindingText {
  const entry = findings[check.id] as
    | { label: string; outcomes: Record<string, ((p: SeoCheck["params"]) => FindingText) | undefined> }
    | undefined;
  const write = entry?.outcomes[check.outcome];
  return entry && write ? { label: entry.label, ...write(check.params) } : check;
}

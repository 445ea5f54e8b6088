import type { HtmlFacts } from "./html-facts";

// The facts of a page, interpreted: which title and description a search engine
// would show, where the canonical points, whether the page may be indexed, what
// structured data it declares and how its links split between this site and others.

export interface PageSummary {
  titles: string[];
  descriptions: string[];
  canonicals: { href: string; url: URL | null }[];
  robotsMeta: string | null;
  isNoindex: boolean;
  noindexSource: "meta" | "header" | null;
  viewport: string | null;
  lang: string | null;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  jsonLdTypes: string[];
  jsonLdInvalidBlocks: number;
  internalLinks: number;
  externalLinks: number;
}

const MAX_SOCIAL_TAGS = 20;
const MAX_TAG_VALUE = 300;

/** Directives of a robots meta tag or an X-Robots-Tag header that apply to Google. */
function directivesForGoogle(value: string, isHeader: boolean): string[] {
  const directives: string[] = [];
  for (const token of value.toLowerCase().split(",")) {
    const trimmed = token.trim();
    const colon = trimmed.indexOf(":");
    // In the header, "otherbot: noindex" addresses one crawler only; "unavailable_after: <date>" is a directive.
    if (isHeader && colon > 0 && !trimmed.startsWith("unavailable_after")) {
      const agent = trimmed.slice(0, colon).trim();
      if (agent === "googlebot") directives.push(trimmed.slice(colon + 1).trim());
      continue;
    }
    directives.push(trimmed);
  }
  return directives;
}

const forbidsIndexing = (directives: string[]) => directives.some((d) => d === "noindex" || d === "none");

function firstValues(map: Map<string, string[]>, prefix: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, values] of map) {
    if (!key.startsWith(prefix) || Object.keys(result).length >= MAX_SOCIAL_TAGS) continue;
    result[key] = values[0]!.slice(0, MAX_TAG_VALUE);
  }
  return result;
}

/** Nesting deeper than this in a page's JSON-LD is not structured data a search engine reads. */
const MAX_JSON_LD_DEPTH = 64;

/** Every @type in a JSON-LD value; a loop with its own stack, so a hostile page's nesting cannot exhaust the call stack. */
function collectTypes(root: unknown, into: Set<string>): void {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, depth } = item;
    if (!value || typeof value !== "object" || depth > MAX_JSON_LD_DEPTH) continue;
    const children = Array.isArray(value) ? value : Object.values(value);
    if (!Array.isArray(value)) {
      const type = (value as Record<string, unknown>)["@type"];
      if (typeof type === "string") into.add(type);
      else if (Array.isArray(type)) for (const t of type) if (typeof t === "string") into.add(t);
    }
    // Reversed onto the stack, so types are found in document order.
    for (let i = children.length - 1; i >= 0; i--) pending.push({ value: children[i], depth: depth + 1 });
  }
}

const sameSite = (a: string, b: string) => a.replace(/^www\./, "") === b.replace(/^www\./, "");

function tryUrl(href: string, base: URL): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

export function summarizePage(facts: HtmlFacts, finalUrl: URL, xRobotsTag: string | null): PageSummary {
  const base = (facts.baseHref && tryUrl(facts.baseHref, finalUrl)) || finalUrl;

  const robotsMeta = [...(facts.metaByName.get("robots") ?? []), ...(facts.metaByName.get("googlebot") ?? [])];
  const metaNoindex = robotsMeta.some((content) => forbidsIndexing(directivesForGoogle(content, false)));
  const headerNoindex = xRobotsTag !== null && forbidsIndexing(directivesForGoogle(xRobotsTag, true));

  const types = new Set<string>();
  let jsonLdInvalidBlocks = 0;
  for (const block of facts.jsonLdBlocks) {
    try {
      collectTypes(JSON.parse(block), types);
    } catch {
      jsonLdInvalidBlocks++;
    }
  }

  let internalLinks = 0;
  let externalLinks = 0;
  for (const href of facts.links) {
    if (href === "" || href.startsWith("#")) continue;
    const url = tryUrl(href, base);
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) continue;
    if (sameSite(url.hostname, finalUrl.hostname)) internalLinks++;
    else externalLinks++;
  }

  return {
    titles: facts.titles,
    descriptions: facts.metaByName.get("description") ?? [],
    canonicals: facts.canonicals.map((href) => ({ href, url: href ? tryUrl(href, base) : null })),
    robotsMeta: robotsMeta.length > 0 ? robotsMeta.join(", ") : null,
    isNoindex: metaNoindex || headerNoindex,
    noindexSource: metaNoindex ? "meta" : headerNoindex ? "header" : null,
    viewport: facts.metaByName.get("viewport")?.[0] ?? null,
    lang: facts.lang,
    openGraph: firstValues(facts.metaByProperty, "og:"),
    // Twitter tags are meant to use name=, but many sites write property=; crawlers accept both.
    twitter: { ...firstValues(facts.metaByProperty, "twitter:"), ...firstValues(facts.metaByName, "twitter:") },
    jsonLdTypes: [...types].slice(0, 30),
    jsonLdInvalidBlocks,
    internalLinks,
    externalLinks,
  };
}

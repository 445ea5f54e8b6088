import { isRouteErrorResponse, type Params } from "react-router";
import type { RegionCode } from "../../shared/constants";
import { regionInfo } from "../../shared/content/regions";
import { copyForRegion } from "../../shared/i18n/copy";
import { isRegionalPath, regionVersions } from "../../shared/region-addresses";
import { SOCIAL_CARD_SIZE, socialCardPath, type SocialCard } from "../../shared/social-card";
import { webPageLd } from "../../shared/structured-data";
import { fallbackFormat, srcSetOf, widestOf } from "../../shared/media/media-image";
import type { RootData } from "../root-data";
import { type PageHandle, type PageMeta, regionOfRender } from "./page-meta";
import { socialCardAlt, socialCardOfPage } from "./social-card-of-page";

// One function decides <head> for a router state. The server calls it with the
// static handler's context; the browser calls it with router.state after every
// navigation, and apply-head.ts swaps the tags, so nothing is ever duplicated.

export interface HeadTag {
  tag: "meta" | "link" | "script";
  attrs: Record<string, string>;
  /** Body of a JSON-LD script, already escaped for embedding in HTML. */
  json?: string;
}

export interface HeadDescription {
  title: string;
  lang: string;
  tags: HeadTag[];
  /** The page's social card, which the server draws (server/social-cards); none on a noindex page. */
  card?: SocialCard;
}

/** The picture (1200x630, like the cards) of pages without a card of their own: noindex pages, error pages. */
const DEFAULT_OG_IMAGE = "/images/og-default.jpg";

export interface HeadInput {
  matches: { route: { id: string; handle?: unknown }; params: Params }[];
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  pathname: string;
  root: RootData;
}

/** What JSON may hold that a <script> body must not: `<` could close the tag; U+2028 and U+2029 end a line in older parsers. */
const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Readonly<Record<string, string>> = { "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** JSON for a <script> body, with those characters escaped, in one pass over the text (a page's data block is several kilobytes). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (character) => SCRIPT_ESCAPES[character]!);
}

/** The head of a 404 or error page, in the language of the address's region, like the page itself. */
function errorMeta(errors: Record<string, unknown>, region: RegionCode): PageMeta {
  const { notFound, errorPage } = copyForRegion(region);
  const [routeId, error] = Object.entries(errors)[0] ?? [];
  if (isRouteErrorResponse(error) && error.status === 404) {
    return /^blog-post(@|$)/.test(routeId ?? "")
      ? { title: notFound.postTitle, description: notFound.postText, noindex: true }
      : { title: notFound.title, description: notFound.text, noindex: true };
  }
  return { title: errorPage.title, description: errorPage.text, noindex: true };
}

function pageMeta(input: HeadInput, region: RegionCode): PageMeta {
  if (input.errors && Object.keys(input.errors).length > 0) return errorMeta(input.errors, region);
  for (let i = input.matches.length - 1; i >= 0; i--) {
    const match = input.matches[i]!;
    const handle = match.route.handle as Partial<PageHandle> | undefined;
    if (handle?.meta) {
      return handle.meta({
        data: input.loaderData[match.route.id],
        params: match.params,
        pathname: input.pathname,
        brand: input.root.brand,
        siteUrl: input.root.siteUrl,
        region,
      });
    }
  }
  return errorMeta({ root: new Error("No page metadata") }, region);
}

/** About what a search result shows of a title before cutting it. */
export const TITLE_MAX_LENGTH = 60;

/**
 * The <title>: the page's own title followed by " | Brand" when both fit in a
 * search result, else the page's title alone. A title that does not fit even alone
 * (an admin-written post's) is cut at a word; the site's own titles all fit, which
 * tests/api/pages.test.tsx holds for every route and region.
 */
export function pageTitle(title: string, brandName: string, appendBrand = true): string {
  const branded = `${title} | ${brandName}`;
  if (appendBrand && branded.length <= TITLE_MAX_LENGTH) return branded;
  if (title.length <= TITLE_MAX_LENGTH) return title;
  const cut = title.slice(0, TITLE_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > TITLE_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,:;&–-]+$/, "")}…`;
}

/**
 * Every regional version of an indexable page, itself included, and x-default (the US address):
 * docs/decisions/0016-regions-as-addresses.md. Pages with one address (staff area, newsletter links) have none.
 */
function hreflangLinks(siteUrl: string, pathname: string): HeadTag[] {
  if (!isRegionalPath(pathname)) return [];
  const versions = regionVersions(pathname);
  return [
    ...versions.map((v) => ({ hreflang: v.hreflang, href: `${siteUrl}${v.path}` })),
    { hreflang: "x-default", href: `${siteUrl}${versions[0]!.path}` },
  ].map((attrs): HeadTag => ({ tag: "link", attrs: { rel: "alternate", hrefLang: attrs.hreflang, href: attrs.href } }));
}

/**
 * `<link rel="preload" as="image">` for a media-library image: its AVIF variants (every browser
 * that preloads by srcset reads AVIF; `type` makes any other skip the hint), an SVG by its address.
 */
function imagePreload({ image, sizes }: NonNullable<PageMeta["preloadImage"]>): HeadTag {
  const attrs: Record<string, string> =
    fallbackFormat(image) === "svg"
      ? { href: widestOf(image, "svg")?.url ?? "" }
      : { type: "image/avif", imageSrcSet: srcSetOf(image, "avif"), imageSizes: sizes };
  return { tag: "link", attrs: { rel: "preload", as: "image", ...attrs, fetchPriority: "high" } };
}

export function buildHead(input: HeadInput): HeadDescription {
  const { brand, siteUrl } = input.root;
  const region = regionOfRender(input);
  const meta = pageMeta(input, region);
  const title = pageTitle(meta.title, brand.name, meta.appendBrand !== false);
  const url = `${siteUrl}${input.pathname}`;
  // Every indexable page has a card of its own, named by what it shows (docs/decisions/0021-social-cards.md).
  const card = meta.noindex ? undefined : socialCardOfPage({ meta, pathname: input.pathname, region, brand, siteUrl });
  const image = `${siteUrl}${card ? socialCardPath(card) : DEFAULT_OG_IMAGE}`;
  const imageAlt = card ? socialCardAlt(card) : brand.name;
  const m = (attrs: Record<string, string>): HeadTag => ({ tag: "meta", attrs });

  const tags: HeadTag[] = [
    m({ name: "description", content: meta.description }),
    ...(meta.keywords ? [m({ name: "keywords", content: meta.keywords })] : []),
    m({ name: "robots", content: meta.noindex ? "noindex, nofollow" : "index, follow" }),
    // Canonical: the page's own address in its region, without any query (tracking or declared).
    ...(meta.noindex ? [] : [{ tag: "link" as const, attrs: { rel: "canonical", href: url } }, ...hreflangLinks(siteUrl, input.pathname)]),
    ...(meta.preloadImage ? [imagePreload(meta.preloadImage)] : []),
    ...(meta.alternates ?? []).map(
      (a): HeadTag => ({
        tag: "link",
        attrs: { rel: "alternate", type: a.type, title: a.title, href: a.href.replace(/^\//, `${siteUrl}/`) },
      }),
    ),
    m({ property: "og:type", content: meta.ogType ?? "website" }),
    m({ property: "og:site_name", content: brand.name }),
    m({ property: "og:title", content: title }),
    m({ property: "og:description", content: meta.description }),
    m({ property: "og:url", content: url }),
    m({ property: "og:image", content: image }),
    m({ property: "og:image:type", content: card ? "image/png" : "image/jpeg" }),
    m({ property: "og:image:width", content: String(SOCIAL_CARD_SIZE.width) }),
    m({ property: "og:image:height", content: String(SOCIAL_CARD_SIZE.height) }),
    m({ property: "og:image:alt", content: imageAlt }),
    m({ property: "og:locale", content: regionInfo[region].htmlLang.replace("-", "_") }),
    m({ name: "twitter:card", content: "summary_large_image" }),
    m({ name: "twitter:title", content: title }),
    m({ name: "twitter:description", content: meta.description }),
    m({ name: "twitter:image", content: image }),
    m({ name: "twitter:image:alt", content: imageAlt }),
  ];
  if (!meta.noindex) {
    const blocks = meta.structuredData ?? [webPageLd({ siteUrl, pathname: input.pathname, title, description: meta.description })];
    for (const block of blocks) tags.push({ tag: "script", attrs: { type: "application/ld+json" }, json: jsonForScript(block) });
  }
  return { title, lang: regionInfo[region].htmlLang, tags, ...(card ? { card } : {}) };
}

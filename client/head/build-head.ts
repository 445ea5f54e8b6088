import { isRouteErrorResponse, type Params } from "react-router";
import { regionInfo } from "../../shared/content/regions";
import { webPageLd } from "../../shared/structured-data";
import type { RootData } from "../root-data";
import type { PageHandle, PageMeta } from "./page-meta";

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
}

export interface HeadInput {
  matches: { route: { id: string; handle?: unknown }; params: Params }[];
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  pathname: string;
  root: RootData;
}

/** JSON for a <script> body: `<`, U+2028 and U+2029 escaped so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function errorMeta(errors: Record<string, unknown>): PageMeta {
  const [routeId, error] = Object.entries(errors)[0] ?? [];
  if (isRouteErrorResponse(error) && error.status === 404) {
    return routeId === "blog-post"
      ? {
          title: "Blog Post Not Found",
          description: "The blog post you're looking for doesn't exist or has been moved.",
          noindex: true,
        }
      : { title: "Page Not Found", description: "The page you're looking for doesn't exist or has been moved.", noindex: true };
  }
  return {
    title: "Something went wrong",
    description: "We're experiencing a temporary issue. Please refresh the page.",
    noindex: true,
  };
}

function pageMeta(input: HeadInput): PageMeta {
  if (input.errors && Object.keys(input.errors).length > 0) return errorMeta(input.errors);
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
        region: input.root.region,
      });
    }
  }
  return errorMeta({ root: new Error("No page metadata") });
}

export function buildHead(input: HeadInput): HeadDescription {
  const { brand, siteUrl, region } = input.root;
  const meta = pageMeta(input);
  const title = meta.appendBrand === false ? meta.title : `${meta.title} | ${brand.name}`;
  const url = `${siteUrl}${input.pathname}`;
  const image = (meta.ogImage ?? "/images/og-default.jpg").replace(/^\//, `${siteUrl}/`);
  const m = (attrs: Record<string, string>): HeadTag => ({ tag: "meta", attrs });

  const tags: HeadTag[] = [
    m({ name: "description", content: meta.description }),
    ...(meta.keywords ? [m({ name: "keywords", content: meta.keywords })] : []),
    m({ name: "robots", content: meta.noindex ? "noindex, nofollow" : "index, follow" }),
    ...(meta.noindex ? [] : [{ tag: "link" as const, attrs: { rel: "canonical", href: url } }]),
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
    m({ property: "og:locale", content: regionInfo[region].htmlLang.replace("-", "_") }),
    m({ name: "twitter:card", content: "summary_large_image" }),
    m({ name: "twitter:title", content: title }),
    m({ name: "twitter:description", content: meta.description }),
    m({ name: "twitter:image", content: image }),
  ];
  if (!meta.noindex) {
    const blocks = meta.structuredData ?? [webPageLd({ siteUrl, pathname: input.pathname, title, description: meta.description })];
    for (const block of blocks) tags.push({ tag: "script", attrs: { type: "application/ld+json" }, json: jsonForScript(block) });
  }
  return { title, lang: regionInfo[region].htmlLang, tags };
}

import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { BrandColors } from "../../shared/brand-colors";
import { brandThemeStyle } from "../../shared/brand-contrast";
import { HEAD_MARKER } from "../../client/head/apply-head";
import type { HeadDescription } from "../../client/head/build-head";
import { APP_DATA_ID } from "../../client/app/app-data";
import type { AssetManifest } from "./asset-manifest";

/** What the head shows: the page's own tags, the stylesheet, the font and the entry's chunks. */
export interface DocumentHead {
  head: HeadDescription;
  manifest: AssetManifest;
  /** The brand's colours from the site settings (the browser's theme colour). */
  colors: BrandColors;
  /** Whether the page runs the entry (its chunks are preloaded): every page but the error page does. */
  hydrates: boolean;
}

/**
 * The head's elements, rendered to HTML on their own (renderToStaticMarkup orders them as React
 * orders a document's head: the charset, the viewport and the stylesheet first, JSON-LD last).
 * They depend on the page's address and content alone, so server/ssr/render.tsx keeps their HTML
 * with the page's static parts: rendering some forty meta and link elements through React's
 * hoisting on every uncached request was an eighth of its CPU (docs/decisions/0004-performance-log.md,
 * "Matching by route pattern").
 */
export function headHtml({ head, manifest, colors, hydrates }: DocumentHead): string {
  const marker = { [HEAD_MARKER]: "" };
  return renderToStaticMarkup(
    <>
      <meta charSet="utf-8" />
      {/* A stylesheet resource: React writes it before the other head elements, so the
          browser requests it first; it is the one thing the first paint waits for. */}
      <link rel="stylesheet" href={manifest.css} precedence="default" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="format-detection" content="telephone=no" />
      <meta name="referrer" content="strict-origin-when-cross-origin" />
      <meta name="theme-color" content={colors.primary} />
      <title>{head.title}</title>
      {head.tags.map((tag, i) =>
        tag.tag === "script" ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD serialized by jsonForScript (client/head/build-head.ts), which escapes "<".
          <script key={i} {...tag.attrs} {...marker} dangerouslySetInnerHTML={{ __html: tag.json ?? "" }} />
        ) : tag.tag === "link" ? (
          <link key={i} {...tag.attrs} {...marker} />
        ) : (
          <meta key={i} {...tag.attrs} {...marker} />
        ),
      )}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {manifest.fonts.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      {/* Only the small entry's own chunks, on pages that run it; the app's chunks are
          fetched after the load event (client/entry.client.tsx). */}
      {hydrates && manifest.entryImports.map((href) => <link key={href} rel="modulepreload" href={href} />)}
    </>,
  );
}

/**
 * The HTML document, rendered on the server only. The browser hydrates #root;
 * <head> is owned by apply-head.ts after that. Data for hydration travels in one
 * JSON data block (not executable); there is no inline script at all.
 */
export function Document(props: {
  /** The head's inner HTML (headHtml above). React adds what it preloads itself (the entry) after it. */
  headHtml: string;
  lang: string;
  /** Escaped JSON (jsonForScript) for the data block; omitted for pages that do not hydrate. */
  appDataJson?: string;
  /** Server-only HTML after the app's root, which the app never hydrates (the cookie banner, ./after-root.tsx). */
  afterRootHtml?: string;
  /** The brand's colours from the site settings: the stylesheet's defaults are replaced on <html> when they differ. */
  colors: BrandColors;
  children: ReactNode;
}) {
  const theme = brandThemeStyle(props.colors);
  return (
    <html lang={props.lang} style={theme ? (theme as CSSProperties) : undefined}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the head's elements rendered by React on their own (headHtml above). */}
      <head dangerouslySetInnerHTML={{ __html: props.headHtml }} />
      <body>
        <div id="root">{props.children}</div>
        {props.afterRootHtml !== undefined && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML React rendered from the site's own components (./after-root.tsx).
          <div className="contents" dangerouslySetInnerHTML={{ __html: props.afterRootHtml }} />
        )}
        {props.appDataJson !== undefined && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the dehydrated data, serialized by jsonForScript, which escapes "<".
          <script type="application/json" id={APP_DATA_ID} dangerouslySetInnerHTML={{ __html: props.appDataJson }} />
        )}
      </body>
    </html>
  );
}

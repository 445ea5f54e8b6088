import { renderToStaticMarkup } from "react-dom/server";
import { keptValue } from "../../shared/kept-value";
import { AfterRoot } from "../../client/app/after-root";
import { LEAD_POPUPS_PAGE } from "../../client/lib/routing/popup-page";
import type { RegionCode } from "../../shared/constants";

// Server-only markup after the app's root (server/ssr/document.tsx afterRoot), which the app never
// hydrates: the cookie banner and the mobile popup's first step (client/app/after-root.tsx).

/** The markup after the root by region, whether the page hosts the popups, and brand: it changes only with the code. */
const kept = new Map<string, string>();

/**
 * What follows the app's root on a page visitors see, as HTML: it holds only copy, so it is
 * rendered once per region (and per whether the page hosts the popups) and copied into each page
 * after that. A staff preview of a draft (server/content-preview.ts) leaves it out: the banner
 * would cover the page the editor frames, and the staff member's choice is not a visitor's.
 */
export function afterRootHtml(region: RegionCode, matchedPages: readonly string[], brandName: string, keep = true): string {
  const withPopups = matchedPages.includes(LEAD_POPUPS_PAGE);
  const render = () => renderToStaticMarkup(<AfterRoot region={region} withPopups={withPopups} brandName={brandName} />);
  // Rendered each time only to measure what keeping it buys (FAST_PATH_OFF after-root, shared/fast-path-switches.ts).
  return keep ? keptValue(kept, `${region} ${withPopups} ${brandName}`, render) : render();
}

import type { IncomingMessage, ServerResponse } from "node:http";
import type { AssetManifest } from "./asset-manifest";

// `103 Early Hints` (RFC 8297) before a page that is rendered, not answered from the cache: while
// the loaders run and React writes the page, the browser already fetches what every page's first
// paint waits for, the stylesheet and the preloaded font, and the entry script
// (docs/decisions/0034-the-fast-path-held-by-tools.md, "Bytes early"). The page's own <head> names
// the same files (server/ssr/document.tsx), so a client that ignores the hint loses nothing.

/** The Link values of the hint: the stylesheet, the page font, the entry module. */
export function earlyHintLinks(manifest: AssetManifest): string[] {
  return [
    `<${manifest.css}>; rel=preload; as=style`,
    ...manifest.fonts.map((font) => `<${font}>; rel=preload; as=font; type="font/woff2"; crossorigin`),
    `<${manifest.entry}>; rel=modulepreload`,
  ];
}

/** Sends the hint, to an HTTP/1.1 or later client (an HTTP/1.0 one must not get a 1xx answer). */
export function sendEarlyHints(req: IncomingMessage, res: ServerResponse, links: readonly string[]): void {
  if (req.httpVersionMajor < 1 || (req.httpVersionMajor === 1 && req.httpVersionMinor < 1) || res.headersSent) return;
  res.writeEarlyHints({ link: [...links] });
}

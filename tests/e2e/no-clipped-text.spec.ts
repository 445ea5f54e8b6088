import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// No text is cut off or runs out of its box on any page, in any region, on a phone (390 px) or
// a laptop (1280 px). HTML text: a heading, a card's title, a button, a label whose content is
// wider or taller than its box (scrollWidth/scrollHeight against clientWidth/clientHeight). SVG
// text (a study's cover, client/components/content/case-study-cover.tsx) neither wraps nor clips:
// every block must stay left of the chart or emblem and keep all of its words.

// The pages as the server sends them: their layout is complete before any script runs (hydration
// keeps the server's HTML, docs/decisions/0028-static-parts.md), and without scripts a walk of
// every page in three regions at two widths takes a third of the time on a two-core machine.
test.use({ javaScriptEnabled: false });

const WIDTHS = [390, 1280] as const;

/** The HTML text a visitor reads as one piece, whose box must hold it. */
const TEXT_BOXES = "h1, h2, h3, h4, h5, h6, .card :is(p, dt, dd, span), .btn, button, label, th, [data-testid=study-project]";

/** On a study's cover, the right edge each text block must stay left of (the chart panel at x 346, the emblem at 410). */
const COVER_RIGHT_EDGE = { metric: 340, note: 340, headline: 340, project: 404 } as const;

async function problemsOn(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, edges }) => {
      const found: string[] = [];
      const describe = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 60)}"`;
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        const style = getComputedStyle(el);
        if (style.display === "inline" || style.display === "none" || style.visibility === "hidden") continue;
        if (el.closest(".sr-only, [hidden], [aria-hidden=true]") || el.getClientRects().length === 0) continue;
        if (!(el.textContent ?? "").trim()) continue;
        // One pixel of rounding either way; a box with a scrollbar of its own is meant to scroll.
        if (style.overflowX !== "auto" && style.overflowX !== "scroll" && el.scrollWidth > el.clientWidth + 1)
          found.push(`${describe(el)} is ${el.scrollWidth} px wide in a ${el.clientWidth} px box`);
        // Vertically, a box that clips (overflow hidden, a line clamp) must hold every pixel; one that does
        // not may let a tight line height's descenders or a badge's padding out by a few pixels, not a line.
        const clips = style.overflowY === "hidden" || style.overflowY === "clip" || style.webkitLineClamp !== "none";
        const slack = clips ? 1 : (Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2) / 2;
        if (style.overflowY !== "auto" && style.overflowY !== "scroll" && el.scrollHeight > el.clientHeight + slack)
          found.push(`${describe(el)} is ${el.scrollHeight} px tall in a ${el.clientHeight} px box`);
      }
      for (const cover of document.querySelectorAll<SVGSVGElement>("svg[data-cover]")) {
        const study = cover.dataset.cover;
        for (const text of cover.querySelectorAll<SVGTextElement>("text[data-cover-text], text[data-headline]")) {
          const kind = (text.dataset.coverText ?? "headline") as keyof typeof edges;
          const box = text.getBBox();
          if (box.x + box.width > edges[kind])
            found.push(`${study} cover: ${kind} "${text.textContent}" reaches x ${Math.round(box.x + box.width)}`);
        }
        // The label says the metric in full ("service · metric: headline"); the drawn lines must too.
        const metric = [...cover.querySelectorAll("text[data-cover-text=metric]")].map((t) => t.textContent).join(" ");
        const labelled = /· (.+): /.exec(cover.getAttribute("aria-label") ?? "")?.[1];
        if (metric && labelled && metric !== labelled) found.push(`${study} cover: draws "${metric}" of "${labelled}"`);
      }
      return found;
    },
    { selector: TEXT_BOXES, edges: COVER_RIGHT_EDGE },
  );
}

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname))];
  // US first, then UK, then DE, each region's pages together.
  const regionOf = (path: string) => (path.startsWith("/de") ? 2 : path.startsWith("/uk") ? 1 : 0);
  return paths.sort((a, b) => regionOf(a) - regionOf(b));
}

for (const width of WIDTHS) {
  test(`at ${width} px no heading, card title, button or cover text on any page of any region is cut off`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const paths = await sitemapPaths(page);
    expect(paths.length).toBeGreaterThan(100);
    // About half a second a page on a busy two-core machine, one page after another.
    test.setTimeout(paths.length * 3_000);
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await page.evaluate(() => document.fonts.ready);
      for (const problem of await problemsOn(page)) problems.push(`${path}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
}

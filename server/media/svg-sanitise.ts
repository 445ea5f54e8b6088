import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

// SVG uploads (docs/decisions/0024-media-library.md): sanitised with DOMPurify's SVG
// profile in a jsdom window. The policy is strict: if DOMPurify had to remove anything
// (a script, an event handler, a foreign object, an external reference), the file is
// refused rather than quietly changed, so staff see what was wrong with it. A clean file
// is stored as DOMPurify serialises it, and served with a CSP of its own as well.

const { window } = new JSDOM("");
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

export type SvgVerdict = { ok: true; svg: string } | { ok: false; removed: string[] };

/** The XML declaration and comments before the root: not needed, and the HTML parser would see a bogus comment. */
const PROLOGUE = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*/;

export function sanitiseSvg(text: string): SvgVerdict {
  const svg = purify.sanitize(text.replace(PROLOGUE, ""), { USE_PROFILES: { svg: true, svgFilters: true } });
  const removed = purify.removed
    .map((entry) =>
      "attribute" in entry && entry.attribute
        ? `attribute ${entry.attribute.name}`
        : `element ${(entry as { element: Element }).element.nodeName.toLowerCase()}`,
    )
    // DOMPurify parses into an HTML body and reports that wrapper as removed every time.
    .filter((what) => what !== "element body");
  if (removed.length > 0) return { ok: false, removed };
  if (!/^<svg[\s>]/i.test(svg.trim())) return { ok: false, removed: ["the document is not one <svg> element"] };
  return { ok: true, svg };
}

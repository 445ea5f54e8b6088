import { Parser } from "htmlparser2";
import { type HeadingEntry, SEO_AUDIT_READ_LIMITS } from "../../shared/seo-audit-report";
import { markupBudget } from "../bounded-jobs/markup-budget";

// What a search engine reads from a page's HTML, gathered in one streaming pass
// of htmlparser2 (a maintained, forgiving HTML parser: never regular expressions
// on HTML). Judging these facts is checks.ts's job. The pass stops at the first
// element past the audit's depth or element limit, throwing MarkupTooComplex
// (server/bounded-jobs/markup-budget.ts), so a page's cost follows its size.

export interface HtmlFacts {
  titles: string[];
  /** Every <meta name=...>, by lower-cased name; a name may appear more than once. */
  metaByName: Map<string, string[]>;
  /** Every <meta property=...> (Open Graph), by lower-cased property. */
  metaByProperty: Map<string, string[]>;
  canonicals: string[];
  lang: string | null;
  headings: HeadingEntry[];
  imageCount: number;
  imagesWithoutAlt: string[];
  /** href of every <a>, as written. */
  links: string[];
  baseHref: string | null;
  /** Text of every <script type="application/ld+json">. */
  jsonLdBlocks: string[];
}

const HEADING_TAGS = new Map([
  ["h1", 1],
  ["h2", 2],
  ["h3", 3],
  ["h4", 4],
  ["h5", 5],
  ["h6", 6],
]);
const MAX_HEADING_TEXT = 200;

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

function push(map: Map<string, string[]>, key: string, value: string) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function extractHtmlFacts(html: string): HtmlFacts {
  const facts: HtmlFacts = {
    titles: [],
    metaByName: new Map(),
    metaByProperty: new Map(),
    canonicals: [],
    lang: null,
    headings: [],
    imageCount: 0,
    imagesWithoutAlt: [],
    links: [],
    baseHref: null,
    jsonLdBlocks: [],
  };
  const budget = markupBudget(SEO_AUDIT_READ_LIMITS);
  let seenHtmlTag = false;
  let inSvg = 0;
  // Text being collected for the element that is open (title, heading or JSON-LD script).
  let capture: { kind: "title" | "heading" | "json-ld"; level: number; text: string } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        budget.open();
        if (name === "svg") inSvg++;
        // An SVG <title> is an image's tooltip, not the page title.
        if (inSvg > 0) return;
        switch (name) {
          case "html":
            if (!seenHtmlTag) {
              seenHtmlTag = true;
              facts.lang = attrs.lang?.trim() || null;
            }
            return;
          case "title":
            capture = { kind: "title", level: 0, text: "" };
            return;
          case "meta": {
            const content = attrs.content ?? "";
            if (attrs.name) push(facts.metaByName, attrs.name.trim().toLowerCase(), content.trim());
            if (attrs.property) push(facts.metaByProperty, attrs.property.trim().toLowerCase(), content.trim());
            return;
          }
          case "link": {
            const rels = (attrs.rel ?? "").toLowerCase().split(/\s+/);
            if (rels.includes("canonical")) facts.canonicals.push((attrs.href ?? "").trim());
            return;
          }
          case "base":
            if (facts.baseHref === null && attrs.href) facts.baseHref = attrs.href.trim();
            return;
          case "img":
            facts.imageCount++;
            if (!("alt" in attrs)) facts.imagesWithoutAlt.push((attrs.src ?? attrs["data-src"] ?? "").trim());
            // A logo inside a heading names it through its alt text, as a search engine reads it.
            else if (capture?.kind === "heading") capture.text += ` ${attrs.alt} `;
            return;
          case "a":
            if (attrs.href !== undefined) facts.links.push(attrs.href.trim());
            return;
          case "script":
            if ((attrs.type ?? "").trim().toLowerCase() === "application/ld+json") capture = { kind: "json-ld", level: 0, text: "" };
            return;
          default: {
            const level = HEADING_TAGS.get(name);
            if (level) capture = { kind: "heading", level, text: "" };
          }
        }
      },
      ontext(text) {
        if (capture) capture.text += text;
      },
      onclosetag(name) {
        budget.close();
        if (name === "svg" && inSvg > 0) inSvg--;
        if (!capture) return;
        if (capture.kind === "title" && name === "title") {
          facts.titles.push(collapse(capture.text));
          capture = null;
        } else if (capture.kind === "json-ld" && name === "script") {
          facts.jsonLdBlocks.push(capture.text);
          capture = null;
        } else if (capture.kind === "heading" && HEADING_TAGS.get(name) === capture.level) {
          facts.headings.push({ level: capture.level, text: collapse(capture.text).slice(0, MAX_HEADING_TEXT) });
          capture = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return facts;
}

import type { HTMLElement, Node } from "node-html-parser";
import { parseHtml } from "./html";

// What a German visitor reads on a /de page, and which of it is still English copy
// (docs/decisions/0017-copy-per-language-and-currency.md). Reusable for any /de page: pass its
// HTML and the copy modules it is written from. Text inside a lang="en" block (articles, legal
// texts, a case study staff wrote in English only) is English by choice and is not counted.

/**
 * A number written the English way: grouping with a comma ("1,000"), a percent sign straight
 * after the number ("20%") or a decimal point ("4.2"); German writes "1.000", "20 %" and "4,2".
 * Phone numbers and years have no separators.
 */
export const ENGLISH_NUMBER = /\d,\d{3}(?!\d)|\d%|\d\.\d{1,2}(?!\d)/;

/** Every string in copy modules (nested objects and arrays); functions are left out. */
export function copyStrings(...sources: unknown[]): Set<string> {
  const strings = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") strings.add(normalize(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  sources.forEach(walk);
  return strings;
}

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/** The elements whose whole text a reader takes in as one string (a heading, a label, a list item). */
const TEXT_BLOCKS = "h1, h2, h3, h4, p, li, a, button, label, summary, caption, th, td, span, strong, option, legend, dt, dd";

/**
 * The texts a visitor reads on the page: each text node and each text block, outside
 * scripts, styles and lang="en" blocks.
 */
export function visibleTexts(html: string): string[] {
  const body = parseHtml(html).querySelector("body");
  if (!body) throw new Error("no body");
  for (const hidden of body.querySelectorAll('script, style, template, noscript, [lang="en"]')) hidden.remove();
  const texts = new Set<string>();
  const addTextNodes = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) texts.add(normalize(child.textContent));
      else addTextNodes(child);
    }
  };
  addTextNodes(body);
  for (const block of body.querySelectorAll(TEXT_BLOCKS)) texts.add(normalize((block as HTMLElement).textContent));
  return [...texts].filter((t) => /\p{L}{2}/u.test(t));
}

/**
 * The English copy strings a German page shows. A string the German copy uses too (a
 * product or client name, "SEO", "ISO 27001") is not English, and neither is one without
 * words in it.
 */
export function englishCopyOn(html: string, copy: { english: Set<string>; german: Set<string> }): string[] {
  return visibleTexts(html).filter((text) => copy.english.has(text) && !copy.german.has(text));
}

/**
 * Each text node a visitor reads on the page in its language, outside scripts, styles and
 * blocks marked as another language (lang="en" or "en-US" on a German page, lang="de-DE" on an
 * English one): the words as they stand (text blocks would run neighbouring nodes together).
 */
export function visibleTextNodes(html: string, language: "de" | "en" = "de"): string[] {
  const body = parseHtml(html).querySelector("body");
  if (!body) throw new Error("no body");
  // Scripts and the like have no lang, so they go too; a block in the page's own language stays.
  for (const el of body.querySelectorAll("script, style, template, noscript, [lang]")) {
    if (!el.getAttribute("lang")?.startsWith(language)) el.remove();
  }
  const texts: string[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) texts.push(normalize(child.textContent));
      else walk(child);
    }
  };
  walk(body);
  return texts.filter((t) => /\p{L}/u.test(t));
}

/** The words of a text, hyphenated compounds split into their parts ("White-Label-SEO": White, Label, SEO). */
export const wordsOf = (text: string): string[] => text.match(/\p{L}[\p{L}\p{N}'’]*/gu) ?? [];

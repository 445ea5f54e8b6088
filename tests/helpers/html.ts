import { parse, type HTMLElement } from "node-html-parser";

export const parseHtml = (html: string): HTMLElement => parse(html);

/** Every JSON-LD block of a page, parsed (a block that does not parse fails the test). */
export function jsonLdBlocks(doc: HTMLElement): Record<string, unknown>[] {
  return doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent) as Record<string, unknown>);
}

export const metaContent = (doc: HTMLElement, selector: string) => doc.querySelector(selector)?.getAttribute("content");

/** An attribute as a browser reads it: names are case-insensitive (React writes srcSet, fetchPriority, imageSrcSet). */
export const attributeOf = (el: { attributes: Record<string, string> }, name: string): string | null =>
  Object.entries(el.attributes).find(([key]) => key.toLowerCase() === name)?.[1] ?? null;

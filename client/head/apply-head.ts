import type { HeadDescription } from "./build-head";

/** Attribute that marks the tags owned by the router; only those are replaced. */
export const HEAD_MARKER = "data-head";

/** Replaces the previous page's head tags with the new page's (browser only). */
export function applyHead(head: HeadDescription, doc: Document = document): void {
  if (doc.title !== head.title) doc.title = head.title;
  if (doc.documentElement.lang !== head.lang) doc.documentElement.lang = head.lang;
  const fragment = doc.createDocumentFragment();
  for (const tag of head.tags) {
    const el = doc.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) el.setAttribute(name, value);
    el.setAttribute(HEAD_MARKER, "");
    if (tag.json !== undefined) el.textContent = tag.json;
    fragment.appendChild(el);
  }
  for (const el of doc.head.querySelectorAll(`[${HEAD_MARKER}]`)) el.remove();
  doc.head.appendChild(fragment);
}

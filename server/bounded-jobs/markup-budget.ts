// How much markup a parse reads from a stranger's document: an audited page, an uploaded SVG
// (docs/decisions/0033-bounded-work.md). htmlparser2 keeps its open elements in an array it
// grows at the front, so each element costs as much as the nesting around it and a deep
// document costs the square of its depth (330,000 unclosed <div>, 1.65 MB, took 92 s).
// Counting as the parse goes and stopping at the first element past either limit keeps the
// cost in proportion to the bytes read.

export interface MarkupLimits {
  /** Elements open at once. Chromium's HTML parser also stops nesting at 512. */
  maxDepth: number;
  /** Elements in the whole document. */
  maxElements: number;
}

export class MarkupTooComplex extends Error {
  constructor(
    readonly limit: "depth" | "elements",
    readonly limits: MarkupLimits,
  ) {
    super(limit === "depth" ? `nested deeper than ${limits.maxDepth} elements` : `more than ${limits.maxElements} elements`);
    this.name = "MarkupTooComplex";
  }
}

/** Call open() from a parser's onopentag and close() from its onclosetag (which it also calls for void and implied ends). */
export function markupBudget(limits: MarkupLimits) {
  let depth = 0;
  let elements = 0;
  return {
    open(): void {
      depth++;
      elements++;
      if (depth > limits.maxDepth) throw new MarkupTooComplex("depth", limits);
      if (elements > limits.maxElements) throw new MarkupTooComplex("elements", limits);
    },
    close(): void {
      if (depth > 0) depth--;
    },
  };
}

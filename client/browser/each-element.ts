// Behaviours the page's HTML gets from the document rather than from React: they work the same on
// elements React hydrated, on the static parts it keeps as the server's HTML, and on whatever it
// renders later (docs/decisions/0028-static-parts.md). A static part's own code then holds no
// effect or state (scripts/fast-path-checks.ts).

/**
 * Calls `apply` on every element matching `selector` now, then on each one added to the document
 * later, and again when one of `attributes` of a matching element changes (React writing a new
 * value). `apply` must leave an element alone once it is as it should be, or its own writes would
 * call it again.
 */
export function eachElement(selector: string, apply: (element: Element) => void, attributes: readonly string[] = []): () => void {
  for (const element of document.querySelectorAll(selector)) apply(element);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") {
        if (record.target instanceof Element && record.target.matches(selector)) apply(record.target);
        continue;
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(selector)) apply(node);
        for (const element of node.querySelectorAll(selector)) apply(element);
      }
    }
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    ...(attributes.length > 0 ? { attributes: true, attributeFilter: [...attributes] } : {}),
  });
  return () => observer.disconnect();
}

import { useCallback, useEffect, useRef } from "react";

/**
 * For a page that keeps its state in its address (the pricing calculator, the onboarding wizard):
 * tells the page's own writes of the address from changes made outside it (back/forward, a link to
 * a prefilled address), and hands only the latter to `applyOutside`.
 *
 * The router puts each write into the address in a transition that React renders after the change
 * itself is on screen. On a slow phone a click can come between a write's address reaching the
 * screen and the page's effect noticing it; that address is then older than the click, and taken for
 * a change from outside it would put the click back for a moment (and a further click in that moment
 * would be built on what was put back). So an arriving address is first matched against the writes
 * still on their way (tests/unit/calculator-selection.test.tsx).
 *
 * `search` is the address's query as rendered; call the returned function with each query the page
 * writes, before writing it.
 */
export function useOwnAddressWrites(search: string, applyOutside: (search: string) => void): (written: string) => void {
  // The query the page's state last matched, and its writes not yet in the address, oldest first.
  const matched = useRef(search);
  const onTheirWay = useRef<string[]>([]);

  useEffect(() => {
    if (search === matched.current) return;
    matched.current = search;
    const written = onTheirWay.current.indexOf(search);
    if (written >= 0) {
      // One of the page's own: it and any the router folded into it have arrived.
      onTheirWay.current.splice(0, written + 1);
      return;
    }
    onTheirWay.current = [];
    applyOutside(search);
  }, [search, applyOutside]);

  return useCallback((written: string) => {
    // A write equal to the last one changes nothing the page would see arrive.
    if (written !== (onTheirWay.current.at(-1) ?? matched.current)) onTheirWay.current.push(written);
  }, []);
}

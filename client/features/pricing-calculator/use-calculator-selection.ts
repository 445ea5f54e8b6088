import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CALCULATOR_PATH, ESTIMATE_LINK_LABEL, searchFromMessageLink } from "../../../shared/pricing/quote-message";
import { parseSelection, PARAM, selectionToParams, type Selection } from "../../../shared/pricing/selection";
import type { FormState } from "../../../shared/form-state";
import { useRootData } from "../../root-data-context";

export const QUOTE_FORM_TYPE = "pricing-calculator";

/**
 * The query string the selection is read from. A plain quote form that failed
 * validation is shown again without the page's query string; its message carries
 * the estimate link, which restores the selection the visitor had.
 */
function selectionParams(params: URLSearchParams, formState: FormState | null): URLSearchParams {
  if (params.has(PARAM.services) || formState?.formType !== QUOTE_FORM_TYPE) return params;
  const restored = searchFromMessageLink(formState.values.message, ESTIMATE_LINK_LABEL, CALCULATOR_PATH);
  return restored ? new URLSearchParams(restored) : params;
}

/**
 * The calculator's selection, kept in the address (docs/decisions/0008-pricing.md): read from the query
 * string on the server and on load, written back with `replace` on every change
 * so the address is always a shareable link to the estimate on screen.
 *
 * The router puts each write into the address in a transition of its own, and React renders those one
 * at a time after the change itself: on a slow phone, two quick changes reach the address after both
 * are on screen. An address that arrives is therefore matched against the writes still on their way
 * before it is taken for a change from outside; otherwise the first write, arriving late, would put
 * the second change back for a moment, and a third change made in that moment would be built on it.
 */
export function useCalculatorSelection(): [Selection, (next: Selection) => void] {
  const [params, setParams] = useSearchParams();
  const { formState } = useRootData();
  const [selection, setSelection] = useState(() => parseSelection(selectionParams(params, formState)));
  const search = params.toString();
  // The address the selection last matched, and this page's writes not yet in the address, oldest first.
  const matched = useRef(search);
  const onTheirWay = useRef<string[]>([]);

  useEffect(() => {
    if (search === matched.current) return;
    matched.current = search;
    const written = onTheirWay.current.indexOf(search);
    if (written >= 0) {
      // One of ours: it and any the router folded into it have arrived.
      onTheirWay.current.splice(0, written + 1);
      return;
    }
    // The address changed from outside (back/forward, a link to a prefilled estimate).
    onTheirWay.current = [];
    setSelection(parseSelection(new URLSearchParams(search)));
  }, [search]);

  const update = useCallback(
    (next: Selection) => {
      setSelection(next);
      const nextParams = selectionToParams(next);
      const nextSearch = nextParams.toString();
      if (nextSearch !== (onTheirWay.current.at(-1) ?? matched.current)) onTheirWay.current.push(nextSearch);
      setParams(nextParams, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return [selection, update];
}

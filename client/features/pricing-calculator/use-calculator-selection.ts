import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { CALCULATOR_PATH, ESTIMATE_LINK_LABEL, searchFromMessageLink } from "../../../shared/pricing/quote-message";
import { parseSelection, PARAM, selectionToParams, type Selection } from "../../../shared/pricing/selection";
import type { FormState } from "../../../shared/form-state";
import { useRootData } from "../../root-data-context";
import { useOwnAddressWrites } from "../../lib/routing/use-own-address-writes";

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
 */
export function useCalculatorSelection(): [Selection, (next: Selection) => void] {
  const [params, setParams] = useSearchParams();
  const { formState } = useRootData();
  const [selection, setSelection] = useState(() => parseSelection(selectionParams(params, formState)));
  const fromOutside = useCallback((search: string) => setSelection(parseSelection(new URLSearchParams(search))), []);
  const wrote = useOwnAddressWrites(params.toString(), fromOutside);

  const update = useCallback(
    (next: Selection) => {
      setSelection(next);
      const nextParams = selectionToParams(next);
      wrote(nextParams.toString());
      setParams(nextParams, { replace: true, preventScrollReset: true });
    },
    [setParams, wrote],
  );
  return [selection, update];
}

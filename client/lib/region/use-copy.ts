import { copyForRegion, type UiCopy } from "../../../shared/i18n/copy";
import { usePageRegion } from "./region-context";

/** The UI copy in the current region's language (shared/i18n; docs/decisions/0017-copy-per-language-and-currency.md). */
export function useCopy(): UiCopy {
  const region = usePageRegion();
  return copyForRegion(region);
}

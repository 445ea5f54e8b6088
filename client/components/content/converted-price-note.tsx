import { CONVERTED_MARK, currencyForRegion } from "../../../shared/pricing/currency";
import { usePageRegion } from "../../lib/region/region-context";
import { useCopy } from "../../lib/region/use-copy";

/**
 * What the mark on converted prices means, said once near the prices that carry it
 * (shared/pricing/currency.ts formatShownPrice). `shown`: whether any price near it is converted.
 */
export function ConvertedPriceNote({ shown, className = "mt-3" }: { shown: boolean; className?: string }) {
  const region = usePageRegion();
  const copy = useCopy();
  if (!shown) return null;
  return (
    <p className={`${className} text-sm text-slate-600`} data-testid="converted-note">
      {copy.common.convertedNote(CONVERTED_MARK, currencyForRegion(region))}
    </p>
  );
}

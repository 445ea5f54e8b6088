import { useMemo } from "react";
import { getService } from "../../../shared/content/services";
import { currencyForRegion, formatMoney } from "../../../shared/pricing/currency";
import { pricesInText } from "../../../shared/pricing/prices-in-text";
import { fromPrice } from "../../../shared/pricing/from-prices";
import type { PricedService } from "../../../shared/pricing/selection";
import { usePageRegion } from "./region-context";
import { useCopy } from "./use-copy";

// Prices in the region's currency, apart from the copy (use-copy.ts): the price list is not
// part of the app's first chunk, only of the pages that show prices.

/**
 * "From $500/month", "Ab 430 €/Monat": a service's "from" price in the region's currency
 * and language, with the unit the service is sold by (shared/content/services.ts).
 */
export function useFromPriceText(): (service: PricedService) => string {
  const region = usePageRegion();
  const copy = useCopy();
  return useMemo(
    () => (service: PricedService) => {
      const { amount } = fromPrice(service, currencyForRegion(region));
      const unit = getService(service)?.priceUnit;
      return copy.common.priceFrom(formatMoney(amount, region), unit === "month" ? "monthly" : unit === "project" ? "project" : "one-off");
    },
    [region, copy],
  );
}

/** Our dollar list prices inside English long-form text, in the region's currency (shared/pricing/currency.ts). */
export function usePricesInText(): (text: string) => string {
  const region = usePageRegion();
  return useMemo(() => (text: string) => pricesInText(text, region), [region]);
}

import { useMemo } from "react";
import { getService } from "../../../shared/content/services";
import { currencyForRegion, formatShownPrice } from "../../../shared/pricing/currency";
import { fromPrice } from "../../../shared/pricing/from-prices";
import { type Prices, pricesWith } from "../../../shared/pricing/own-prices";
import { pricesInText } from "../../../shared/pricing/prices-in-text";
import type { PricedService } from "../../../shared/pricing/selection";
import { useRootData } from "../../root-data-context";
import { usePageRegion } from "./region-context";
import { useCopy } from "./use-copy";

// Prices in the region's currency, apart from the copy (use-copy.ts): the price list is not
// part of the app's first chunk, only of the pages that show prices. The prices in force are the
// code's dollars with the pounds and euros staff published (shared/pricing/own-prices.ts), which
// reach every page with the root data's brand: the server renders with them and the browser
// hydrates with the same, without asking again.

/** The prices in force on this page. */
export function usePrices(): Prices {
  return pricesWith(useRootData().brand.prices);
}

/**
 * "From $500/month", "Ab ≈ 425 €/Monat": a service's "from" price in the region's currency
 * and language, marked where converted, with the unit the service is sold by (shared/content/services.ts).
 */
export function useFromPriceText(): (service: PricedService) => string {
  const region = usePageRegion();
  const copy = useCopy();
  const prices = usePrices();
  return useMemo(
    () => (service: PricedService) => {
      const from = fromPrice(service, currencyForRegion(region), prices);
      const unit = getService(service)?.priceUnit;
      return copy.common.priceFrom(
        formatShownPrice(from, region),
        unit === "month" ? "monthly" : unit === "project" ? "project" : "one-off",
      );
    },
    [region, copy, prices],
  );
}

/** Our dollar list prices inside English long-form text, in the region's currency (shared/pricing/currency.ts). */
export function usePricesInText(): (text: string) => string {
  const region = usePageRegion();
  const prices = usePrices();
  return useMemo(() => (text: string) => pricesInText(text, region, prices), [region, prices]);
}

/** Whether any of these services' "from" prices is converted on this page (its note then says what the mark means). */
export function useFromPricesConverted(services: readonly PricedService[]): boolean {
  const currency = currencyForRegion(usePageRegion());
  const prices = usePrices();
  return services.some((service) => fromPrice(service, currency, prices).converted);
}

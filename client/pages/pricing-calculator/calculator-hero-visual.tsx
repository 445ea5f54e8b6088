import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import type { RegionCode } from "../../../shared/constants";
import { currencyForRegion, formatShownPrice } from "../../../shared/pricing/currency";
import { usePrices } from "../../lib/region/use-price-text";
import { estimate as estimateFor } from "../../../shared/pricing/estimate";
import { fromSelection } from "../../../shared/pricing/from-prices";
import { PRICED_SERVICES } from "../../../shared/pricing/selection";
import { HeroPanel } from "../../components/hero/hero-panel";
import { serviceIcons } from "../../components/hero/service-icons";
import { useServiceSummaries } from "../../components/content/use-service-copy";
import { useEstimateWords } from "../../features/pricing-calculator/use-calculator-copy";
import { usePageCopy } from "../../lib/region/use-page-copy";

/**
 * A preview of the result: for each service, the line its estimate starts at (its "from" price,
 * `fromSelection`), worked out by the same price rules (shared/pricing/estimate.ts).
 */
export function CalculatorHeroVisual(props: { region: RegionCode }) {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).calculator;
  const words = useEstimateWords();
  const names = useServiceSummaries();
  const currency = currencyForRegion(props.region);
  const prices = usePrices();
  const rows = PRICED_SERVICES.map((service) => {
    const line = estimateFor(fromSelection(service), currency, words, prices).lines[0]!;
    const price = formatShownPrice(line, props.region);
    return {
      icon: serviceIcons[service],
      label: names[service].name,
      detail: line.label,
      value: line.cadence === "monthly" ? `${price}${text.perMonth}` : `${price} ${text.oneOff}`,
    };
  });
  return <HeroPanel title={text.title} rows={rows} footer={text.footer} />;
}

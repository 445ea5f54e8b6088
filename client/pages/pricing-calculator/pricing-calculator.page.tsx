import { Link } from "../../lib/region/region-link";
import type { RegionCode } from "../../../shared/constants";
import { currencyForRegion, formatShownPrice } from "../../../shared/pricing/currency";
import { type Prices, pricesWith } from "../../../shared/pricing/own-prices";
import { usePrices } from "../../lib/region/use-price-text";
import { estimate as estimateFor } from "../../../shared/pricing/estimate";
import { fromPrice } from "../../../shared/pricing/from-prices";
import { PageHero } from "../../components/ui/page-hero";
import { CalculatorHeroVisual } from "./calculator-hero-visual";
import { CalculatorForm } from "../../features/pricing-calculator/calculator-form";
import { EstimateBar } from "../../features/pricing-calculator/estimate-bar";
import { EstimatePanel } from "../../features/pricing-calculator/estimate-panel";
import { QuoteForm } from "../../features/pricing-calculator/quote-form";
import { useCalculatorSelection } from "../../features/pricing-calculator/use-calculator-selection";
import { useCalculatorCopy, useEstimateWords } from "../../features/pricing-calculator/use-calculator-copy";
import { usePageRegion } from "../../lib/region/region-context";
import type { PageHandle } from "../../head/page-meta";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { calculatorDe } from "../../../shared/i18n/pages/calculator.de";
import { calculatorEn, type FromPrices } from "../../../shared/i18n/pages/calculator.en";
import type { PricedService } from "../../../shared/pricing/selection";

/** Each service's lowest price in the region's currency at the prices in force ("£375", "≈ 425 €"), for the intro and the description. */
function fromPricesIn(region: RegionCode, prices: Prices): FromPrices {
  const from = (service: PricedService) => formatShownPrice(fromPrice(service, currencyForRegion(region), prices), region);
  return {
    seo: from("seo"),
    ads: from("google-ads"),
    web: from("web-development"),
    ai: from("ai-development"),
    team: from("dedicated-resources"),
  };
}

export const handle: PageHandle = {
  meta: ({ region, brand }) => {
    const { meta } = pageCopyFor({ en: calculatorEn, de: calculatorDe }, region);
    return { title: meta.title, description: meta.description(currencyForRegion(region), fromPricesIn(region, pricesWith(brand.prices))) };
  },
};

export function Component() {
  const region = usePageRegion();
  const [selection, setSelection] = useCalculatorSelection();
  const prices = usePrices();
  const estimate = estimateFor(selection, currencyForRegion(region), useEstimateWords(), prices);
  const copy = useCalculatorCopy();
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<p>{copy.intro(fromPricesIn(region, prices))}</p>}
        visual={<CalculatorHeroVisual region={region} />}
      >
        <Link to="/onboarding-wizard" className="btn btn-light">
          {copy.findService}
        </Link>
      </PageHero>
      <div className="container-page grid gap-8 py-12 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <div>
          <CalculatorForm selection={selection} region={region} onChange={setSelection} />
          <EstimateBar estimate={estimate} region={region} />
        </div>
        <EstimatePanel estimate={estimate} region={region} hasServices={selection.services.length > 0} />
      </div>
      {estimate.lines.length > 0 && (
        <div className="container-page pb-16">
          <QuoteForm selection={selection} region={region} />
        </div>
      )}
    </>
  );
}

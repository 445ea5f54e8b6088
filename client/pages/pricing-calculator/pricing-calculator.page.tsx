import { Link } from "../../lib/region/region-link";
import type { RegionCode } from "../../../shared/constants";
import { currencyForRegion, formatMoney } from "../../../shared/pricing/currency";
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

/** Each service's lowest price in the region's currency ("£375", "430 €"), for the intro and the description. */
function fromPricesIn(region: RegionCode): FromPrices {
  const from = (service: PricedService) => formatMoney(fromPrice(service, currencyForRegion(region)).amount, region);
  return {
    seo: from("seo"),
    ads: from("google-ads"),
    web: from("web-development"),
    ai: from("ai-development"),
    team: from("dedicated-resources"),
  };
}

export const handle: PageHandle = {
  meta: ({ region }) => {
    const { meta } = pageCopyFor({ en: calculatorEn, de: calculatorDe }, region);
    return { title: meta.title, description: meta.description(currencyForRegion(region), fromPricesIn(region)) };
  },
};

export function Component() {
  const region = usePageRegion();
  const [selection, setSelection] = useCalculatorSelection();
  const estimate = estimateFor(selection, currencyForRegion(region), useEstimateWords());
  const copy = useCalculatorCopy();
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<p>{copy.intro(fromPricesIn(region))}</p>}
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

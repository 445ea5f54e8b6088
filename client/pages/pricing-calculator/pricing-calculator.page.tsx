import { Link } from "../../lib/region/region-link";
import type { RegionCode } from "../../../shared/constants";
import { CURRENCY_BY_REGION, formatMoney } from "../../../shared/pricing/currency";
import { estimate as estimateFor } from "../../../shared/pricing/estimate";
import { fromPrice } from "../../../shared/pricing/from-prices";
import { PageHero } from "../../components/ui/page-hero";
import { CalculatorForm } from "../../features/pricing-calculator/calculator-form";
import { EstimateBar } from "../../features/pricing-calculator/estimate-bar";
import { EstimatePanel } from "../../features/pricing-calculator/estimate-panel";
import { QuoteForm } from "../../features/pricing-calculator/quote-form";
import { useCalculatorSelection } from "../../features/pricing-calculator/use-calculator-selection";
import { useCalculatorCopy } from "../../features/pricing-calculator/use-calculator-copy";
import { useRegion } from "../../lib/region/region-context";
import type { PageHandle } from "../../head/page-meta";

/** "SEO from £375 a month, Google Ads from £300 a month, ..." in the region's currency. */
function fromPricesSentence(region: RegionCode): string {
  const from = (service: Parameters<typeof fromPrice>[0]) => formatMoney(fromPrice(service, CURRENCY_BY_REGION[region]).amount, region);
  return `SEO from ${from("seo")} a month, Google Ads from ${from("google-ads")} a month, websites from ${from("web-development")}, AI projects from ${from("ai-development")} and dedicated specialists from ${from("dedicated-resources")} a month`;
}

export const handle: PageHandle = {
  meta: ({ region }) => ({
    title: "White-Label Pricing Calculator",
    description: `Estimate white-label services for your agency in ${CURRENCY_BY_REGION[region]}: ${fromPricesSentence(region)}.`,
  }),
};

export function Component() {
  const { region } = useRegion();
  const [selection, setSelection] = useCalculatorSelection();
  const estimate = estimateFor(selection, CURRENCY_BY_REGION[region]);
  const copy = useCalculatorCopy();
  const from = (service: Parameters<typeof fromPrice>[0]) => formatMoney(fromPrice(service, CURRENCY_BY_REGION[region]).amount, region);
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={
          <p>
            {copy.intro({
              seo: from("seo"),
              ads: from("google-ads"),
              web: from("web-development"),
              ai: from("ai-development"),
              team: from("dedicated-resources"),
            })}
          </p>
        }
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
          <QuoteForm selection={selection} estimate={estimate} region={region} />
        </div>
      )}
    </>
  );
}

import type { RegionCode } from "../../../shared/constants";
import { currencyForRegion, formatListPrice, type ListPrice } from "../../../shared/pricing/currency";
import { usePrices } from "../../lib/region/use-price-text";
import { adsTierForSpend, seoPackageForScope } from "../../../shared/pricing/estimate";
import { ADS_CAMPAIGN_TYPE_IDS, ADS_CAMPAIGN_TYPES, ADS_TIERS, SEO_PACKAGE_IDS, SEO_PACKAGES } from "../../../shared/pricing/price-list";
import { LIMITS, PARAM, type Selection } from "../../../shared/pricing/selection";
import { CheckboxField, ChoiceCards, NumberField } from "../../components/forms/choice-fields";
import { useCalculatorCopy } from "./use-calculator-copy";

export interface OptionsProps {
  selection: Selection;
  region: RegionCode;
  onChange(next: Selection): void;
}

export function SeoOptions({ selection, region, onChange }: OptionsProps) {
  const { seo } = selection;
  const set = (patch: Partial<Selection["seo"]>) => onChange({ ...selection, seo: { ...seo, ...patch } });
  const sized = SEO_PACKAGES[seoPackageForScope(seo)];
  const copy = useCalculatorCopy().seo;
  const perMonth = useCalculatorCopy().perMonth;
  const prices = usePrices();
  return (
    <div className="space-y-5">
      <ChoiceCards
        legend={copy.how}
        name={PARAM.seoMode}
        value={seo.mode}
        columns="sm:grid-cols-2"
        choices={[
          { value: "package", label: copy.pickPackage },
          { value: "custom", label: copy.sizeIt },
        ]}
        onChange={(mode) => set({ mode })}
      />
      {seo.mode === "package" ? (
        <ChoiceCards
          legend={copy.package}
          name={PARAM.seoPackage}
          value={seo.package}
          choices={SEO_PACKAGE_IDS.map((id) => {
            const p = SEO_PACKAGES[id];
            return {
              value: id,
              label: `${p.name}: ${formatListPrice(prices[`seo-${id}`], region)}${perMonth}`,
              hint: copy.scope(p.keywords, p.pages, p.locations),
            };
          })}
          onChange={(pkg) => set({ package: pkg })}
        />
      ) : (
        <div>
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField
              label={copy.keywords}
              name={PARAM.seoKeywords}
              {...LIMITS.seoKeywords}
              value={seo.keywords}
              onChange={(keywords) => set({ keywords })}
            />
            <NumberField
              label={copy.pages}
              name={PARAM.seoPages}
              {...LIMITS.seoPages}
              value={seo.pages}
              onChange={(pages) => set({ pages })}
            />
            <NumberField
              label={copy.locations}
              name={PARAM.seoLocations}
              {...LIMITS.seoLocations}
              value={seo.locations}
              onChange={(locations) => set({ locations })}
            />
          </div>
          <p className="mt-2 text-sm text-slate-600">
            {copy.fitsBefore} <strong className="text-slate-900">{sized.name}</strong>{" "}
            {copy.fitsAfter(LIMITS.seoKeywords.max, LIMITS.seoLocations.max)}
          </p>
        </div>
      )}
    </div>
  );
}

export function AdsOptions({ selection, region, onChange }: OptionsProps) {
  const { ads } = selection;
  const currency = currencyForRegion(region);
  const set = (patch: Partial<Selection["ads"]>) => onChange({ ...selection, ads: { ...ads, ...patch } });
  const money = (price: ListPrice) => formatListPrice(price, region);
  const tier = ADS_TIERS[adsTierForSpend(ads.spend, currency)];
  const copy = useCalculatorCopy().ads;
  const toggleType = (type: (typeof ADS_CAMPAIGN_TYPE_IDS)[number], on: boolean) => {
    const types = ADS_CAMPAIGN_TYPE_IDS.filter((t) => (t === type ? on : ads.types.includes(t)));
    if (types.length > 0) set({ types });
  };
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={copy.spend(currency)}
          name={PARAM.adsSpend}
          {...LIMITS.adsSpend}
          step={100}
          value={ads.spend}
          onChange={(spend) => set({ spend })}
          hint={copy.spendHint(money(ADS_TIERS.starter.maxSpendUsd), money(ADS_TIERS.growth.maxSpendUsd), tier.name)}
        />
        <NumberField
          label={copy.campaigns}
          name={PARAM.adsCampaigns}
          {...LIMITS.adsCampaigns}
          value={ads.campaigns}
          onChange={(campaigns) => set({ campaigns })}
          hint={copy.campaignsHint}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{copy.types}</legend>
        <p className="text-xs text-slate-500">{copy.typesHint}</p>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {ADS_CAMPAIGN_TYPE_IDS.map((t) => (
            <CheckboxField
              key={t}
              label={ADS_CAMPAIGN_TYPES[t]}
              name={PARAM.adsTypes}
              value={t}
              checked={ads.types.includes(t)}
              onChange={(on) => toggleType(t, on)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

import type { RegionCode } from "../../../shared/constants";
import { CURRENCY_BY_REGION, formatMoney, listPrice } from "../../../shared/pricing/currency";
import { adsTierForSpend, seoPackageForScope } from "../../../shared/pricing/estimate";
import { ADS_CAMPAIGN_TYPE_IDS, ADS_CAMPAIGN_TYPES, ADS_TIERS, SEO_PACKAGE_IDS, SEO_PACKAGES } from "../../../shared/pricing/price-list";
import { LIMITS, PARAM, type Selection } from "../../../shared/pricing/selection";
import { CheckboxField, ChoiceCards, NumberField } from "../../components/forms/choice-fields";

export interface OptionsProps {
  selection: Selection;
  region: RegionCode;
  onChange(next: Selection): void;
}

export function SeoOptions({ selection, region, onChange }: OptionsProps) {
  const { seo } = selection;
  const currency = CURRENCY_BY_REGION[region];
  const set = (patch: Partial<Selection["seo"]>) => onChange({ ...selection, seo: { ...seo, ...patch } });
  const sized = SEO_PACKAGES[seoPackageForScope(seo)];
  return (
    <div className="space-y-5">
      <ChoiceCards
        legend="How would you like to choose?"
        name={PARAM.seoMode}
        value={seo.mode}
        columns="sm:grid-cols-2"
        choices={[
          { value: "package", label: "Pick a package" },
          { value: "custom", label: "Size it by keywords, pages and locations" },
        ]}
        onChange={(mode) => set({ mode })}
      />
      {seo.mode === "package" ? (
        <ChoiceCards
          legend="Package"
          name={PARAM.seoPackage}
          value={seo.package}
          choices={SEO_PACKAGE_IDS.map((id) => {
            const p = SEO_PACKAGES[id];
            return {
              value: id,
              label: `${p.name}: ${formatMoney(listPrice(p.usd, currency), region)}/month`,
              hint: `${p.keywords} keywords, ${p.pages} pages, ${p.locations} ${p.locations === 1 ? "location" : "locations"}`,
            };
          })}
          onChange={(pkg) => set({ package: pkg })}
        />
      ) : (
        <div>
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField
              label="Target keywords"
              name={PARAM.seoKeywords}
              {...LIMITS.seoKeywords}
              value={seo.keywords}
              onChange={(keywords) => set({ keywords })}
            />
            <NumberField
              label="Pages to optimise"
              name={PARAM.seoPages}
              {...LIMITS.seoPages}
              value={seo.pages}
              onChange={(pages) => set({ pages })}
            />
            <NumberField
              label="Business locations"
              name={PARAM.seoLocations}
              {...LIMITS.seoLocations}
              value={seo.locations}
              onChange={(locations) => set({ locations })}
            />
          </div>
          <p className="mt-2 text-sm text-slate-600">
            That scope fits the <strong className="text-slate-900">{sized.name}</strong> package. Need more than {LIMITS.seoKeywords.max}{" "}
            keywords or {LIMITS.seoLocations.max} locations? Request the quote and tell us on the call.
          </p>
        </div>
      )}
    </div>
  );
}

export function AdsOptions({ selection, region, onChange }: OptionsProps) {
  const { ads } = selection;
  const currency = CURRENCY_BY_REGION[region];
  const set = (patch: Partial<Selection["ads"]>) => onChange({ ...selection, ads: { ...ads, ...patch } });
  const money = (usd: number) => formatMoney(listPrice(usd, currency), region);
  const tier = ADS_TIERS[adsTierForSpend(ads.spend, currency)];
  const toggleType = (type: (typeof ADS_CAMPAIGN_TYPE_IDS)[number], on: boolean) => {
    const types = ADS_CAMPAIGN_TYPE_IDS.filter((t) => (t === type ? on : ads.types.includes(t)));
    if (types.length > 0) set({ types });
  };
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={`Client's monthly ad spend (${currency})`}
          name={PARAM.adsSpend}
          {...LIMITS.adsSpend}
          step={100}
          value={ads.spend}
          onChange={(spend) => set({ spend })}
          hint={`Up to ${money(ADS_TIERS.starter.maxSpendUsd)}: Starter. Up to ${money(ADS_TIERS.growth.maxSpendUsd)}: Growth. Above: Scale. Now: ${tier.name}.`}
        />
        <NumberField
          label="Campaigns"
          name={PARAM.adsCampaigns}
          {...LIMITS.adsCampaigns}
          value={ads.campaigns}
          onChange={(campaigns) => set({ campaigns })}
          hint="Each campaign after the first adds 15% of the tier fee."
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Campaign types</legend>
        <p className="text-xs text-slate-500">More than three types add 10% to the management fee.</p>
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

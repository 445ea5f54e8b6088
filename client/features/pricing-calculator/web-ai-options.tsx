import { currencyForRegion, formatListPrice, type ListPrice, listPrice } from "../../../shared/pricing/currency";
import { usePrices } from "../../lib/region/use-price-text";
import { aiScopeFor, webTierFor } from "../../../shared/pricing/estimate";
import {
  AI_PROJECT_TYPE_IDS,
  AI_PROJECT_TYPES,
  AI_SCOPE_IDS,
  AI_SCOPES,
  WEB_CARE_PLAN_IDS,
  WEB_PLATFORM_IDS,
  WEB_PLATFORMS,
  WEB_TIERS,
} from "../../../shared/pricing/price-list";
import { LIMITS, PARAM, type Selection } from "../../../shared/pricing/selection";
import { CheckboxField, ChoiceCards, NumberField, SelectField } from "../../components/forms/choice-fields";
import type { OptionsProps } from "./seo-ads-options";
import { useCalculatorCopy, useEstimateWords } from "./use-calculator-copy";

export function WebOptions({ selection, region, onChange }: OptionsProps) {
  const { web } = selection;
  const money = (price: ListPrice) => formatListPrice(price, region);
  const prices = usePrices();
  const currency = currencyForRegion(region);
  const set = (patch: Partial<Selection["web"]>) => onChange({ ...selection, web: { ...web, ...patch } });
  const alwaysShop = WEB_PLATFORMS[web.platform].alwaysShop;
  const all = useCalculatorCopy();
  const words = useEstimateWords();
  const copy = all.web;
  const lowest = (platform: (typeof WEB_PLATFORM_IDS)[number]) =>
    WEB_TIERS[platform].map((t) => prices[`web-${t.id}`]).reduce((low, t) => (listPrice(t, currency) < listPrice(low, currency) ? t : low));
  return (
    <div className="space-y-5">
      <ChoiceCards
        legend={copy.platform}
        name={PARAM.webPlatform}
        value={web.platform}
        columns="sm:grid-cols-2 xl:grid-cols-4"
        choices={WEB_PLATFORM_IDS.map((p) => ({ value: p, label: words.platforms[p], hint: all.from(money(lowest(p))) }))}
        onChange={(platform) => set({ platform })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={copy.pages}
          name={PARAM.webPages}
          {...LIMITS.webPages}
          value={web.pages}
          onChange={(pages) => set({ pages })}
          hint={copy.pricedAs(words.webTiers[webTierFor(web).id])}
        />
        <NumberField
          label={copy.integrations}
          name={PARAM.webIntegrations}
          {...LIMITS.webIntegrations}
          value={web.integrations}
          onChange={(integrations) => set({ integrations })}
          hint={copy.integrationsHint(money(prices["web-integration"]))}
        />
      </div>
      <CheckboxField
        label={alwaysShop ? copy.alwaysShop(words.platforms[web.platform]) : copy.shop}
        name={PARAM.webShop}
        checked={alwaysShop || web.shop}
        disabled={alwaysShop}
        onChange={(shop) => set({ shop })}
      />
      <SelectField
        label={copy.care}
        name={PARAM.webCare}
        value={web.care}
        options={WEB_CARE_PLAN_IDS.map((c) => ({
          value: c,
          label: c === "none" ? words.carePlans[c] : `${words.carePlans[c]}: ${money(prices[`care-${c}`])}`,
        }))}
        onChange={(care) => set({ care })}
      />
    </div>
  );
}

export function AiOptions({ selection, region, onChange }: OptionsProps) {
  const { ai } = selection;
  const set = (patch: Partial<Selection["ai"]>) => onChange({ ...selection, ai: { ...ai, ...patch } });
  const scope = aiScopeFor(ai);
  const prices = usePrices();
  const all = useCalculatorCopy();
  const words = useEstimateWords();
  return (
    <div className="space-y-5">
      <ChoiceCards
        legend={all.ai.type}
        name={PARAM.aiType}
        value={ai.type}
        choices={AI_PROJECT_TYPE_IDS.map((t) => ({
          value: t,
          label: words.aiTypes[t],
          hint: all.from(formatListPrice(prices[`ai-${AI_PROJECT_TYPES[t].minScope}`], region)),
        }))}
        onChange={(type) => set({ type })}
      />
      <ChoiceCards
        legend={all.ai.scope}
        name={PARAM.aiScope}
        value={ai.scope}
        choices={AI_SCOPE_IDS.map((s) => ({
          value: s,
          label: `${AI_SCOPES[s].name}: ${formatListPrice(prices[`ai-${s}`], region)}${s === "enterprise" ? "+" : ""}`,
        }))}
        onChange={(s) => set({ scope: s })}
      />
      {scope !== ai.scope && <p className="text-sm text-amber-800">{all.ai.raised(words.aiTypes[ai.type], AI_SCOPES[scope].name)}</p>}
    </div>
  );
}

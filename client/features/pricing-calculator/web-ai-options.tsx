import { CURRENCY_BY_REGION, formatMoney, listPrice } from "../../../shared/pricing/currency";
import { aiScopeFor, webTierFor } from "../../../shared/pricing/estimate";
import {
  AI_PROJECT_TYPE_IDS,
  AI_PROJECT_TYPES,
  AI_SCOPE_IDS,
  AI_SCOPES,
  WEB_CARE_PLAN_IDS,
  WEB_CARE_PLANS,
  WEB_INTEGRATION_USD,
  WEB_PLATFORM_IDS,
  WEB_PLATFORMS,
  WEB_TIERS,
} from "../../../shared/pricing/price-list";
import { LIMITS, PARAM, type Selection } from "../../../shared/pricing/selection";
import { CheckboxField, ChoiceCards, NumberField, SelectField } from "../../components/forms/choice-fields";
import type { OptionsProps } from "./seo-ads-options";

export function WebOptions({ selection, region, onChange }: OptionsProps) {
  const { web } = selection;
  const currency = CURRENCY_BY_REGION[region];
  const money = (usd: number) => formatMoney(listPrice(usd, currency), region);
  const set = (patch: Partial<Selection["web"]>) => onChange({ ...selection, web: { ...web, ...patch } });
  const alwaysShop = WEB_PLATFORMS[web.platform].alwaysShop;
  const lowest = (platform: (typeof WEB_PLATFORM_IDS)[number]) => Math.min(...WEB_TIERS[platform].map((t) => t.usd));
  return (
    <div className="space-y-5">
      <ChoiceCards
        legend="Platform"
        name={PARAM.webPlatform}
        value={web.platform}
        columns="sm:grid-cols-2 xl:grid-cols-4"
        choices={WEB_PLATFORM_IDS.map((p) => ({ value: p, label: WEB_PLATFORMS[p].name, hint: `from ${money(lowest(p))}` }))}
        onChange={(platform) => set({ platform })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Number of pages"
          name={PARAM.webPages}
          {...LIMITS.webPages}
          value={web.pages}
          onChange={(pages) => set({ pages })}
          hint={`Priced as ${webTierFor(web).name}.`}
        />
        <NumberField
          label="Third-party integrations"
          name={PARAM.webIntegrations}
          {...LIMITS.webIntegrations}
          value={web.integrations}
          onChange={(integrations) => set({ integrations })}
          hint={`CRM, email marketing, booking and similar: ${money(WEB_INTEGRATION_USD)} each.`}
        />
      </div>
      <CheckboxField
        label={
          alwaysShop ? `E-commerce (every ${WEB_PLATFORMS[web.platform].name} build is a shop)` : "E-commerce: cart, checkout and payments"
        }
        name={PARAM.webShop}
        checked={alwaysShop || web.shop}
        disabled={alwaysShop}
        onChange={(shop) => set({ shop })}
      />
      <SelectField
        label="Care after launch"
        name={PARAM.webCare}
        value={web.care}
        options={WEB_CARE_PLAN_IDS.map((c) => ({
          value: c,
          label: c === "none" ? WEB_CARE_PLANS[c].name : `${WEB_CARE_PLANS[c].name}: ${money(WEB_CARE_PLANS[c].usd)}`,
        }))}
        onChange={(care) => set({ care })}
      />
    </div>
  );
}

export function AiOptions({ selection, region, onChange }: OptionsProps) {
  const { ai } = selection;
  const currency = CURRENCY_BY_REGION[region];
  const set = (patch: Partial<Selection["ai"]>) => onChange({ ...selection, ai: { ...ai, ...patch } });
  const scope = aiScopeFor(ai);
  return (
    <div className="space-y-5">
      <ChoiceCards
        legend="Project type"
        name={PARAM.aiType}
        value={ai.type}
        choices={AI_PROJECT_TYPE_IDS.map((t) => ({
          value: t,
          label: AI_PROJECT_TYPES[t].name,
          hint: `from ${formatMoney(listPrice(AI_SCOPES[AI_PROJECT_TYPES[t].minScope].usd, currency), region)}`,
        }))}
        onChange={(type) => set({ type })}
      />
      <ChoiceCards
        legend="Scope"
        name={PARAM.aiScope}
        value={ai.scope}
        choices={AI_SCOPE_IDS.map((s) => ({
          value: s,
          label: `${AI_SCOPES[s].name}: ${formatMoney(listPrice(AI_SCOPES[s].usd, currency), region)}${s === "enterprise" ? "+" : ""}`,
        }))}
        onChange={(s) => set({ scope: s })}
      />
      {scope !== ai.scope && (
        <p className="text-sm text-amber-800">
          {AI_PROJECT_TYPES[ai.type].name} projects start at the {AI_SCOPES[scope].name} scope, so the estimate uses it.
        </p>
      )}
    </div>
  );
}

import { convertedPrice, formatMoney } from "../../../shared/pricing/currency";
import { PRICE_ENTRIES } from "../../../shared/pricing/own-prices";
import { NumberField, useDocumentForm } from "./content-fields";

// The prices in pounds and euros (shared/pricing/own-prices.ts, docs/decisions/0040-site-settings.md):
// each price of the list with its dollars as the code sets them, and an amount of its own in each
// currency where staff set one. Empty, the pages show the dollars converted and marked; the hint
// says what that converted price is, so staff see what they replace.

const CURRENCIES = [
  { key: "gbp", code: "GBP", label: "Pounds (GBP)", region: "UK" },
  { key: "eur", code: "EUR", label: "Euros (EUR)", region: "DE" },
] as const;

export function SettingsPricesFields() {
  const { get } = useDocumentForm();
  return (
    <section className="space-y-4" aria-labelledby="settings-prices">
      <h2 id="settings-prices" className="text-base font-semibold text-slate-900">
        Prices in pounds and euros
      </h2>
      <p className="text-sm text-slate-600">
        The UK pages show prices in pounds and the German pages in euros. A price set here is shown as it is; an empty one is the US-dollar
        price converted at the fixed planning rate and rounded, marked ≈ on the pages. The dollar prices are the price list's.
      </p>
      <div className="divide-y divide-slate-100">
        {PRICE_ENTRIES.map((entry) => (
          <fieldset key={entry.key} className="py-3">
            <legend className="text-sm font-medium text-slate-900">
              {entry.name} <span className="font-normal text-slate-500">(list price {formatMoney(entry.usd, "US")})</span>
            </legend>
            <div className="mt-2 grid grid-cols-2 gap-3 lg:max-w-xl">
              {CURRENCIES.map((c) => {
                const path = `prices.${entry.key}.${c.key}`;
                const own = typeof get(path) === "number";
                return (
                  <NumberField
                    key={c.key}
                    path={path}
                    label={c.label}
                    step="1"
                    nullable
                    hint={own ? "Shown as set" : `Empty: ≈ ${formatMoney(convertedPrice(entry.usd, c.code), c.region)}, converted`}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </section>
  );
}

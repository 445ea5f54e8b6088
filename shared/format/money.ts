import { numberFormat } from "./intl-formats";

// How money is written, everywhere: Intl's currency style in the reader's locale, in whole units,
// or with two decimals when the amount has cents. The price list (shared/pricing/currency.ts
// formatMoney), the case studies' figures (client/components/content/case-study-format.ts) and the
// staff area's deal values (client/features/admin/admin-ui.ts formatDealValue) all come through here.

/** Intl's options for an amount of `currency`: cents shown only when the amount has some. */
export function moneyOptions(currency: string, amount: number): Intl.NumberFormatOptions {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return { style: "currency", currency, minimumFractionDigits: cents, maximumFractionDigits: cents };
}

/** `amount` of `currency` as `locale` writes it: "$1,200", "1.200 €", "£20.35". */
export function formatMoneyIn(locale: string, currency: string, amount: number): string {
  return numberFormat(locale, moneyOptions(currency, amount)).format(amount);
}

import { type AmountRules, decimalMarkOf } from "../../../shared/format/parse-amount";

// The staff member's own way of writing numbers: their browser's language, which the staff
// screens read amounts in (shared/format/parse-amount.ts) and show their examples in.

const locale = () => (typeof navigator === "undefined" ? "en-US" : navigator.language);

/** How a deal value is read: the staff member's decimal mark, at most 9 whole digits and 2 decimals (shared/lead-stages/stage-change.ts). */
export const dealAmountRules = (): AmountRules => ({ decimalMark: decimalMarkOf(locale()), maxWholeDigits: 9, maxDecimals: 2 });

/** 4800.5 as the staff member writes it: "4,800.50", "4.800,50". */
export const amountExample = (value: number) => new Intl.NumberFormat(locale(), { minimumFractionDigits: 2 }).format(value);

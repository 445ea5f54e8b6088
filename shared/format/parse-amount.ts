// An amount staff type as people write numbers: "4800.50", "4,800.50" (English), "4.800,50"
// (German), "4 800,50", "4'800.50" (Swiss), into the plain decimal the API takes ("4800.50").
//
// A mark followed by one or two digits is the decimal mark whoever types it: no grouping leaves
// fewer than three digits after a mark. Both marks in one amount: the last is the decimal one.
// The one case the text cannot settle is a single mark before exactly three digits ("4,800",
// "4.800"): the staff member's locale says which mark groups thousands there. Where that locale
// would read it as three decimals, which no currency here has, the amount is refused with both
// readings spelt out, rather than guessed: a deal of 4,800 recorded as 4.80 is money lost.

export type DecimalMark = "." | ",";

/** The decimal mark of a locale ("en-US" → ".", "de-DE" → ","). */
export function decimalMarkOf(locale: string): DecimalMark {
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value;
  return mark === "," ? "," : ".";
}

export type ParsedAmount = { value: string } | { error: string };

export interface AmountRules {
  /** The staff member's decimal mark (decimalMarkOf their locale). */
  decimalMark: DecimalMark;
  /** At most this many digits before the decimal mark. */
  maxWholeDigits: number;
  /** At most this many after it. */
  maxDecimals: number;
}

/** Spaces (also no-break and thin ones) and apostrophes group thousands, as "," or "." may. */
const SPACE_GROUPING = /[\s\u00a0\u2009\u202f'’]/;
const SPACE_GROUPINGS = new RegExp(SPACE_GROUPING.source, "g");

/** "1,234,567" as groups of three after a first group of one to three digits. */
const isGrouped = (whole: string, mark: string) =>
  whole.split(mark).every((group, i) => (i === 0 ? /^\d{1,3}$/.test(group) : /^\d{3}$/.test(group)));

export function parseAmount(text: string, rules: AmountRules): ParsedAmount {
  const typed = text.trim();
  if (typed === "") return { error: "Enter an amount." };
  if (/^[-−]/.test(typed)) return { error: "An amount cannot be below zero." };
  if (/[^\d.,\s\u00a0\u2009\u202f'’]/.test(typed)) {
    return { error: "Use digits, with a comma or point between them; the currency is chosen beside it." };
  }
  const spaced = SPACE_GROUPING.test(typed);
  const compact = typed.replace(SPACE_GROUPINGS, "");
  if (spaced && !isGrouped(typed.replace(/[.,]\d{1,2}$/, "").replace(SPACE_GROUPINGS, " "), " ")) {
    return { error: `Group thousands in threes, e.g. ${example(rules.decimalMark)}.` };
  }
  const marks = compact.match(/[.,]/g) ?? [];
  const kinds = new Set(marks);
  let whole = compact;
  let decimals = "";
  if (kinds.size === 2) {
    const decimal = compact.at(compact.search(/[.,]\d*$/)) as DecimalMark;
    const group = decimal === "." ? "," : ".";
    if (marks.filter((m) => m === decimal).length > 1) return { error: `"${typed}" has more than one decimal mark.` };
    [whole, decimals] = compact.split(decimal) as [string, string];
    if (!isGrouped(whole, group)) return { error: `Group thousands in threes, e.g. ${example(decimal)}.` };
    whole = whole.replaceAll(group, "");
  } else if (kinds.size === 1) {
    const mark = marks[0] as DecimalMark;
    const after = compact.slice(compact.lastIndexOf(mark) + 1);
    if (marks.length > 1) {
      if (!isGrouped(compact, mark)) return { error: `Group thousands in threes, e.g. ${example(rules.decimalMark)}.` };
      whole = compact.replaceAll(mark, "");
    } else if (after.length === 3 && /^\d{1,3}$/.test(compact.slice(0, -4))) {
      if (mark !== rules.decimalMark) whole = compact.replace(mark, "");
      else {
        const [a, b] = compact.split(mark) as [string, string];
        const asThousands = grouped(`${a}${b}`, rules.decimalMark);
        const asDecimal = `${a}${mark}${b.replace(/0+$/, "") || "0"}`;
        return { error: `Is that ${asThousands} or ${asDecimal}? Write ${asThousands} or ${a}${mark}${b.slice(0, 2)}.` };
      }
    } else if (after.length === 1 || after.length === 2) {
      [whole, decimals] = compact.split(mark) as [string, string];
    } else {
      return { error: `"${typed}" is not an amount: put at most ${rules.maxDecimals} digits after the decimal mark.` };
    }
  }
  if (whole === "" && decimals !== "") whole = "0";
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(decimals)) return { error: `"${typed}" is not an amount.` };
  if (decimals.length > rules.maxDecimals) return { error: `At most ${rules.maxDecimals} digits after the decimal mark.` };
  const digits = whole.replace(/^0+(?=\d)/, "");
  if (digits.length > rules.maxWholeDigits) return { error: `At most ${rules.maxWholeDigits} digits before the decimal mark.` };
  return { value: decimals ? `${digits}.${decimals}` : digits };
}

/** Whole digits grouped in thousands with the mark that is not the decimal one: "4800" → "4,800" or "4.800". */
const grouped = (whole: string, decimalMark: DecimalMark) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, decimalMark === "." ? "," : ".");

/** "4,800.50" or "4.800,50", as the staff member writes amounts. */
const example = (decimalMark: DecimalMark) => `${grouped("4800", decimalMark)}${decimalMark}50`;

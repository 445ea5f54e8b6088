import type { Amount, ContextFact, FigureUnit, ResultFigure } from "../../../shared/content/case-study-figure-types";
import type { CaseStudyFiguresCopy } from "../../../shared/i18n/pages/case-study-figures.en";
import { dateTimeFormat, formatDateRange, formatNumberRange, numberFormat } from "../../../shared/format/intl-formats";
import { neighbourPrecision } from "../../../shared/content/figure-precision";

// Writes a case study's figures in the page's locale: Intl does the digits, separators,
// currency and unit words ("1.409", "88,37 %", "6,51 £", "48 Stunden" on /de), the copy the
// words Intl has no name for. Charts and cards print these strings, so the picture and the
// text come from the same numbers.

export interface FigureWords {
  locale: string;
  words: CaseStudyFiguresCopy;
  /**
   * Decimals a percentage or plain number is written with at most, where a group of results asks
   * for fewer than the 2 a figure may be reported with (shared/content/figure-precision.ts).
   */
  fractionDigits?: number;
}

/** The words for each figure of a group shown together: each written to its neighbours' precision. */
export function figureWordsIn(fw: FigureWords, group: readonly ResultFigure[]): (figure: ResultFigure) => FigureWords {
  const precision = neighbourPrecision(group);
  return (figure) => {
    const fractionDigits = precision(figure);
    return fractionDigits === undefined ? fw : { ...fw, fractionDigits };
  };
}

/**
 * Intl's spaces differ between ICU versions (Node may write a thin space where Chromium writes
 * a plain one in "Jan 17 – Jul 17"), and the browser must render the same text the server sent
 * or hydration fails: every formatted string leaves here with no-break spaces only, except
 * plain ones around a range's dash, where a long date range may wrap.
 */
export const tidy = (text: string): string => text.replace(/[\s\u00a0\u2009\u202f]+/g, "\u00a0").replace(/\u00a0([–-])\u00a0/g, " $1 ");

const INTL_UNIT: Partial<Record<FigureUnit, string>> = { hours: "hour", days: "day", months: "month", years: "year" };
const CURRENCY: Partial<Record<FigureUnit, string>> = { gbp: "GBP", usd: "USD" };

function amountOptions(
  locale: string,
  unit: FigureUnit,
  amount: Pick<Amount, "compact" | "value">,
  fractionDigits = 2,
): Intl.NumberFormatOptions {
  const currency = CURRENCY[unit];
  if (currency) {
    const cents = !Number.isInteger(amount.value) ? 2 : 0;
    return { style: "currency", currency, minimumFractionDigits: cents, maximumFractionDigits: cents };
  }
  if (unit === "percent") return { style: "percent", maximumFractionDigits: fractionDigits };
  const intlUnit = INTL_UNIT[unit];
  if (intlUnit) return { style: "unit", unit: intlUnit, unitDisplay: "long" };
  if (amount.compact) {
    // Reported rounded ("1.82K"). German has no short word for thousands and would print
    // "1820" without its separator: there the rounded number is written in full ("1.820").
    const compact = { notation: "compact", maximumSignificantDigits: 3 } as const;
    if (/\p{L}/u.test(numberFormat(locale, compact).format(amount.value))) return compact;
    return { maximumSignificantDigits: 3 };
  }
  return { maximumFractionDigits: fractionDigits };
}

/** The raw number Intl is given: percentages are fractions. */
const scaled = (unit: FigureUnit, value: number) => (unit === "percent" ? value / 100 : value);

/** One amount with its unit: "1,409", "£20.35", "3–4 days", "25+", "about 30", "2 min 18 sec". */
export function formatAmount(amount: Amount, unit: FigureUnit, { locale, words, fractionDigits }: FigureWords): string {
  let text: string;
  if (unit === "seconds") {
    const minutes = Math.floor(amount.value / 60);
    const unitFormat = (u: string) => numberFormat(locale, { style: "unit", unit: u, unitDisplay: "short" });
    text = `${unitFormat("minute").format(minutes)} ${unitFormat("second").format(amount.value % 60)}`;
  } else {
    const options = amountOptions(locale, unit, amount, fractionDigits);
    text =
      amount.to === undefined
        ? numberFormat(locale, options).format(scaled(unit, amount.value))
        : formatNumberRange(locale, options, scaled(unit, amount.value), scaled(unit, amount.to));
    if (unit === "multiple") text = `${text}×`;
    if (unit === "people") text = words.people(amount.to ?? amount.value, text);
    if (unit === "positions") text = words.positions(amount.to ?? amount.value, text);
  }
  if (amount.orMore) text = words.orMore(text);
  if (amount.approx) text = words.about(text);
  return tidy(text);
}

/** A signed percentage as reported or derived: "+122%", "−82 %". */
export function formatPercentChange(change: number, locale: string, fractionDigits = 2): string {
  const formatted = numberFormat(locale, { style: "percent", maximumFractionDigits: fractionDigits, signDisplay: "exceptZero" })
    .format(change / 100)
    .replace("-", "−");
  return tidy(formatted);
}

/**
 * The change a figure shows, stated once: the client's reported percentage, or for two plain
 * numbers the difference in the figure's own terms (score points, places, percentage points,
 * or a percentage of the starting value). Ranges without a reported change state none.
 */
export function formatChange(figure: ResultFigure, fw: FigureWords): string | null {
  if (figure.change !== undefined) return formatPercentChange(figure.change, fw.locale, fw.fractionDigits);
  const { before, after } = figure;
  if (!before || !after || before.to !== undefined || after.to !== undefined) return null;
  const diff = after.value - before.value;
  const signed = numberFormat(fw.locale, { maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(diff).replace("-", "−");
  if (figure.unit === "score") return fw.words.points(signed);
  if (figure.unit === "percent") return fw.words.percentagePoints(signed);
  if (figure.unit === "position") {
    const places = numberFormat(fw.locale, { maximumFractionDigits: 1 }).format(Math.abs(diff));
    return fw.words.places(places, diff < 0);
  }
  return formatPercentChange(Math.round((diff / before.value) * 100), fw.locale);
}

/** What the figure reached, in one string: "17 → 94", "+122%", "141 of 230", "£20.35". */
export function formatOutcome(figure: ResultFigure, fw: FigureWords): string {
  const { before, after, unit } = figure;
  if (before && after) return `${formatAmount(before, unit, fw)} → ${formatAmount(after, unit, fw)}`;
  if (!after) return formatChange(figure, fw) ?? "";
  const value = formatAmount(after, unit, fw);
  return figure.of === undefined ? value : fw.words.shareOf(value, formatAmount({ value: figure.of }, unit, fw));
}

const monthPrecision = (iso: string) => iso.length === 7;

/** A period in the locale: "May – June 2025", "17 Jan – 17 Jul 2025", "Juni 2025". */
export function formatPeriod(from: string, to: string, locale: string): string {
  const byMonth = monthPrecision(from);
  const options: Intl.DateTimeFormatOptions = {
    timeZone: "UTC",
    year: "numeric",
    month: byMonth ? "long" : "short",
    ...(byMonth ? {} : { day: "numeric" }),
  };
  const date = (iso: string) => new Date(byMonth ? `${iso}-01T00:00:00Z` : `${iso}T00:00:00Z`);
  return tidy(from === to ? dateTimeFormat(locale, options).format(date(from)) : formatDateRange(locale, options, date(from), date(to)));
}

/** A context fact's value: "6 months (May – June 2025)", "2 people (a Google Ads expert and a web developer)". */
export function formatContext(fact: ContextFact, fw: FigureWords): string {
  const parts: string[] = [];
  if (fact.amount && fact.unit) parts.push(formatAmount(fact.amount, fact.unit, fw));
  const period = fact.from && fact.to ? formatPeriod(fact.from, fact.to, fw.locale) : null;
  const detail = fact.detail ? fw.words.details[fact.detail] : null;
  let text = parts.join("");
  if (period) text = text ? `${text} (${period})` : period;
  if (detail) text = text ? `${text} (${detail})` : detail;
  return text;
}

import { keptValue } from "../kept-value";

// Intl's formatters, one per locale and options for the life of the process, and the ranges
// they write. Building a formatter costs several microseconds and every `formatRange` call
// tens of them (V8 builds a range formatter each time), far more than formatting a number;
// a page such as the home page formats dozens of figures on every server render
// (docs/decisions/0004-performance-log.md, "Cheaper uncached renders"). Locales and
// options come from code, so the formatters are few; ranges come from staff-edited figures,
// so their store starts afresh past a bound.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const ranges = new Map<string, string>();
const MAX_RANGES = 1_000;

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  keptValue(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  keptValue(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** `numberFormat(locale, options).formatRange(low, high)`, each range written once. */
export const formatNumberRange = (locale: string, options: Intl.NumberFormatOptions, low: number, high: number): string =>
  keptValue(
    ranges,
    `n|${locale}|${JSON.stringify(options)}|${low}|${high}`,
    () => numberFormat(locale, options).formatRange(low, high),
    MAX_RANGES,
  );

/** `dateTimeFormat(locale, options).formatRange(from, to)`, each range written once. */
export const formatDateRange = (locale: string, options: Intl.DateTimeFormatOptions, from: Date, to: Date): string =>
  keptValue(
    ranges,
    `d|${locale}|${JSON.stringify(options)}|${from.getTime()}|${to.getTime()}`,
    () => dateTimeFormat(locale, options).formatRange(from, to),
    MAX_RANGES,
  );

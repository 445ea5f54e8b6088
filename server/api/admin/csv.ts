// The one way the product writes CSV: the leads export, every conversion file (the staff
// download and the scheduled address alike) and any export that follows. RFC 4180 (CRLF
// between records; a field with a comma, quote, CR or LF is quoted, quotes doubled), with
// spreadsheet formula injection neutralised as OWASP recommends: a text cell that starts
// with = + - @ TAB or CR gets a leading apostrophe, so a lead named "=HYPERLINK(...)" stays
// text in Excel. Excel in German (and other) locales splits on ";" instead, and a line break
// outside its idea of a quoted field ends its record: a cell starts after each of those too,
// so a formula start (or a quote) there gets the same apostrophe, and a cell holding either
// separator is quoted. A number is written as the number it is: its digits, a minus sign
// and an exponent are never a formula, and an apostrophe would turn -5 into text.

const FORMULA_START = /^[=+\-@\t\r]/;
const INNER_CELL_START = /([;\r\n])(?=[=+\-@\t\r"])/g;
const NEEDS_QUOTES = /[",;\r\n]/;

export function neutraliseFormula(value: string): string {
  const inner = value.replace(INNER_CELL_START, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

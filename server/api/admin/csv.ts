// CSV as RFC 4180 defines it (CRLF between records; a field with a comma, quote,
// CR or LF is quoted, quotes doubled), with spreadsheet formula injection
// neutralised as OWASP recommends: a cell that starts with = + - @ TAB or CR gets
// a leading apostrophe, so a lead named "=HYPERLINK(...)" stays text in Excel.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = neutraliseFormula(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

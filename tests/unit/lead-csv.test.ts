import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { csvCell, csvRecord } from "../../server/api/admin/csv";

/** A strict RFC 4180 reader, written for the test: records end with CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i++;
        if (text[i] !== "," && text[i] !== "\r") throw new Error(`text after a closing quote at ${i}`);
      } else {
        field += ch;
        i++;
      }
    } else if (ch === '"') {
      if (field !== "") throw new Error(`quote inside an unquoted field at ${i}`);
      quoted = true;
      i++;
    } else if (ch === ",") {
      record.push(field);
      field = "";
      i++;
    } else if (ch === "\r") {
      if (text[i + 1] !== "\n") throw new Error(`bare CR at ${i}`);
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += 2;
    } else if (ch === "\n") {
      throw new Error(`bare LF outside quotes at ${i}`);
    } else {
      field += ch;
      i++;
    }
  }
  if (quoted || field !== "" || record.length > 0) throw new Error("the last record does not end with CRLF");
  return records;
}

/**
 * The cells a spreadsheet program reads when it splits on `separator` (German Excel
 * splits on ";"): a field that starts with a quote runs to its closing quote and
 * keeps what follows up to the separator; any other field ends at the separator or
 * at a line break, which also ends the record.
 */
function spreadsheetCells(text: string, separator: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') {
      i++;
      while (i < text.length && !(text[i] === '"' && text[i + 1] !== '"')) {
        cell += text[i];
        i += text[i] === '"' ? 2 : 1;
      }
      i++;
    }
    while (i < text.length && text[i] !== separator && text[i] !== "\r" && text[i] !== "\n") cell += text[i++];
    cells.push(cell);
    i++;
  }
  return cells;
}

const DANGEROUS = ["=", "+", "-", "@", "\t", "\r"];
/**
 * What a comma-reading program shows: an apostrophe before a formula start, at the
 * start and after each ";" or line break (where a semicolon reader starts a cell; a
 * quote there would open a quoted field for it, so it gets one too).
 */
const shown = (value: string) => {
  const inner = value.replace(/([;\r\n])(?=[=+\-@\t\r"])/g, "$1'");
  return DANGEROUS.some((d) => inner.startsWith(d)) ? `'${inner}` : inner;
};
// Text that likes to hit the edge cases: quotes, commas, line breaks and formula starts.
const cellText = fc.string({
  unit: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", '"', ",", ";", "a", "Z", "1", " ", "é", "'", "😀"),
  maxLength: 12,
});
const textCell = fc.oneof(cellText, fc.string(), fc.constant(null));
const anyCell = fc.oneof(textCell, fc.integer(), fc.double());

describe("CSV export", () => {
  test("any records round-trip through an RFC 4180 reader, with formulas neutralised", () => {
    fc.assert(
      fc.property(fc.array(fc.array(anyCell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = rows.map(csvRecord).join("");
        const parsed = parseCsv(text);
        expect(parsed).toHaveLength(rows.length);
        parsed.forEach((record, r) => {
          expect(record).toHaveLength(rows[r]!.length);
          record.forEach((cell, c) => {
            const original = rows[r]![c];
            // A number is written as the number it is (NaN and infinities, which no column holds, as nothing).
            if (typeof original === "number") expect(cell).toBe(Number.isFinite(original) ? String(original) : "");
            else expect(cell).toBe(shown(original ?? ""));
          });
        });
      }),
      { numRuns: 500 },
    );
  });

  test("no text cell a spreadsheet reads can start a formula", () => {
    fc.assert(
      fc.property(fc.array(textCell, { minLength: 1, maxLength: 8 }), (row) => {
        for (const cell of parseCsv(csvRecord(row))[0]!) expect(DANGEROUS.some((d) => cell.startsWith(d))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  test("no text cell can start a formula in a program that splits on semicolons (German Excel) either", () => {
    fc.assert(
      fc.property(fc.array(textCell, { minLength: 1, maxLength: 8 }), (row) => {
        const text = csvRecord(row);
        // A quote it reads as opening a field can take in a record's line break: what follows it counts.
        const starts = spreadsheetCells(text, ";").map((cell) => cell.replace(/^[\r\n]+/, ""));
        for (const start of starts)
          expect(
            DANGEROUS.some((d) => start.startsWith(d)),
            JSON.stringify(text),
          ).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  test("examples: quoting, doubled quotes and neutralised formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell(";=HYPERLINK(1)")).toBe(`";'=HYPERLINK(1)"`);
    expect(csvCell("Smith; +1 555 0100")).toBe(`"Smith; +1 555 0100"`);
    expect(csvCell("a;-1")).toBe(`"a;'-1"`);
    expect(csvCell("one;two")).toBe(`"one;two"`);
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
    // A number stays a number a spreadsheet can sum; the same characters as text stay text.
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(-1.5e-7)).toBe("-1.5e-7");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvRecord(["a", "b"])).toBe("a,b\r\n");
  });
});

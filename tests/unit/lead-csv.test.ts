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

const DANGEROUS = ["=", "+", "-", "@", "\t", "\r"];
// Text that likes to hit the edge cases: quotes, commas, line breaks and formula starts.
const cellText = fc.string({
  unit: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", '"', ",", "a", "Z", "1", " ", "é", "'", "😀"),
  maxLength: 12,
});
const anyCell = fc.oneof(cellText, fc.string(), fc.integer(), fc.constant(null));

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
            const value = original === null ? "" : String(original);
            const expected = DANGEROUS.some((d) => value.startsWith(d)) ? `'${value}` : value;
            expect(cell).toBe(expected);
          });
        });
      }),
      { numRuns: 500 },
    );
  });

  test("no cell a spreadsheet reads can start a formula", () => {
    fc.assert(
      fc.property(fc.array(anyCell, { minLength: 1, maxLength: 8 }), (row) => {
        for (const cell of parseCsv(csvRecord(row))[0]!) expect(DANGEROUS.some((d) => cell.startsWith(d))).toBe(false);
      }),
      { numRuns: 500 },
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
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvRecord(["a", "b"])).toBe("a,b\r\n");
  });
});

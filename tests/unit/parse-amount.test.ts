import { describe, expect, test } from "vitest";
import { decimalMarkOf, parseAmount } from "../../shared/format/parse-amount";

// Amounts typed by staff (shared/format/parse-amount.ts): the forms English and German writers use,
// and the one ambiguous form, which the staff member's locale settles or which is refused.

const deal = { maxWholeDigits: 9, maxDecimals: 2 };
const en = (text: string) => parseAmount(text, { ...deal, decimalMark: "." });
const de = (text: string) => parseAmount(text, { ...deal, decimalMark: "," });

describe("an amount typed by staff", () => {
  test("the staff member's locale gives the decimal mark", () => {
    expect(decimalMarkOf("en-US")).toBe(".");
    expect(decimalMarkOf("en-GB")).toBe(".");
    expect(decimalMarkOf("de-DE")).toBe(",");
    expect(decimalMarkOf("de-CH")).toBe(".");
  });

  test.each([
    ["4800", "4800"],
    ["4800.50", "4800.50"],
    ["4,800.50", "4800.50"],
    ["4,800", "4800"],
    ["1,234,567.8", "1234567.8"],
    ["1,234,567", "1234567"],
    ["4 800.50", "4800.50"],
    ["4'800.50", "4800.50"],
    ["0.5", "0.5"],
    [".5", "0.5"],
    ["  1250 ", "1250"],
    // Unambiguous German forms typed by an English writer are read as what they are.
    ["4.800,50", "4800.50"],
    ["4800,50", "4800.50"],
    ["1.234.567", "1234567"],
  ])("in English, %s is %s", (typed, value) => expect(en(typed)).toEqual({ value }));

  test.each([
    ["4800", "4800"],
    ["4.800,50", "4800.50"],
    ["4.800", "4800"],
    ["4800,5", "4800.5"],
    ["1.234.567,89", "1234567.89"],
    ["4\u202f800,50", "4800.50"],
    ["4 800,50", "4800.50"],
    // The form a German writer's computer taught them is read too.
    ["4,800.50", "4800.50"],
    ["4800.50", "4800.50"],
  ])("in German, %s is %s", (typed, value) => expect(de(typed)).toEqual({ value }));

  test("a single mark before three digits is never read as three decimals: it asks which was meant", () => {
    expect(en("4.800")).toEqual({ error: "Is that 4,800 or 4.8? Write 4,800 or 4.80." });
    expect(de("4,800")).toEqual({ error: "Is that 4.800 or 4,8? Write 4.800 or 4,80." });
    expect(de("12,500")).toEqual({ error: "Is that 12.500 or 12,5? Write 12.500 or 12,50." });
  });

  test.each([
    ["", "Enter an amount."],
    ["-5", "An amount cannot be below zero."],
    ["$4,800", "Use digits, with a comma or point between them; the currency is chosen beside it."],
    ["4,80,0", "Group thousands in threes, e.g. 4,800.50."],
    ["48,00.50", "Group thousands in threes, e.g. 4,800.50."],
    ["4.800.50", "Group thousands in threes, e.g. 4,800.50."],
    ["4,800.50.1", '"4,800.50.1" has more than one decimal mark.'],
    ["4800.505", '"4800.505" is not an amount: put at most 2 digits after the decimal mark.'],
    ["1234567890", "At most 9 digits before the decimal mark."],
    ["4 80", "Group thousands in threes, e.g. 4,800.50."],
  ])("in English, %s is refused: %s", (typed, error) => expect(en(typed)).toEqual({ error }));
});

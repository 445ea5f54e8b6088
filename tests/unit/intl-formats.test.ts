import { describe, expect, test } from "vitest";
import { dateTimeFormat, formatDateRange, formatNumberRange, numberFormat } from "../../shared/format/intl-formats";

// Intl's formatters and the ranges they write are kept for the life of the process
// (shared/format/intl-formats.ts): what they write must be exactly what Intl writes, and a
// locale or an option must never borrow another's formatter or text.

describe("Intl formatters kept for reuse", () => {
  test("the same locale and options give the same formatter; another locale or option another one", () => {
    const en = numberFormat("en-US", { style: "percent", maximumFractionDigits: 2 });
    expect(numberFormat("en-US", { style: "percent", maximumFractionDigits: 2 })).toBe(en);
    expect(numberFormat("de-DE", { style: "percent", maximumFractionDigits: 2 })).not.toBe(en);
    expect(numberFormat("en-US", { style: "percent", maximumFractionDigits: 0 })).not.toBe(en);
    expect(numberFormat("de-DE", { maximumFractionDigits: 2 }).format(1234.5)).toBe("1.234,5");
    expect(numberFormat("en-US", { maximumFractionDigits: 2 }).format(1234.5)).toBe("1,234.5");
  });

  test("a number range reads as Intl writes it, in English and in German, whichever is asked first", () => {
    const money = { style: "currency", currency: "GBP", minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    for (const locale of ["en-GB", "de-DE", "en-GB"]) {
      expect(formatNumberRange(locale, money, 10.5, 12.25)).toBe(new Intl.NumberFormat(locale, money).formatRange(10.5, 12.25));
    }
    expect(formatNumberRange("en-GB", money, 10.5, 12.25)).not.toBe(formatNumberRange("de-DE", money, 10.5, 12.25));
    const days = { style: "unit", unit: "day", unitDisplay: "long" } as const;
    expect(formatNumberRange("de-DE", days, 3, 4)).toBe(new Intl.NumberFormat("de-DE", days).formatRange(3, 4));
    expect(formatNumberRange("de-DE", days, 3, 5)).toBe(new Intl.NumberFormat("de-DE", days).formatRange(3, 5));
  });

  test("a date range reads as Intl writes it, each locale and each pair of dates on its own", () => {
    const months = { timeZone: "UTC", year: "numeric", month: "long" } as const;
    const may = new Date("2025-05-01T00:00:00Z");
    const june = new Date("2025-06-01T00:00:00Z");
    const july = new Date("2025-07-01T00:00:00Z");
    expect(formatDateRange("en-US", months, may, june)).toBe(new Intl.DateTimeFormat("en-US", months).formatRange(may, june));
    expect(formatDateRange("de-DE", months, may, june)).toBe(new Intl.DateTimeFormat("de-DE", months).formatRange(may, june));
    expect(formatDateRange("de-DE", months, may, july)).toBe(new Intl.DateTimeFormat("de-DE", months).formatRange(may, july));
    expect(formatDateRange("de-DE", months, may, june)).toContain("Juni");
    expect(dateTimeFormat("de-DE", months).format(may)).toBe("Mai 2025");
  });
});

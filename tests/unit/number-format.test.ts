import { describe, expect, test } from "vitest";
import { formatFigure, formatNumber, formatPercent } from "../../shared/format/numbers";
import { de } from "../../shared/i18n/de";
import { en } from "../../shared/i18n/en";
import { formatMoneyIn } from "../../shared/format/money";
import { formatMoney } from "../../shared/pricing/currency";
import { formatAmount } from "../../client/components/content/case-study-format";
import { formatDealValue } from "../../client/features/admin/admin-ui";
import { caseStudyFiguresEn } from "../../shared/i18n/pages/case-study-figures.en";

// Numbers on a page follow its region's locale (shared/format/numbers.ts): German pages
// write "1.000" and "20 %", English ones "1,000" and "20%".

describe("numbers in the region's format", () => {
  test("thousands are grouped the region's way", () => {
    expect(formatNumber(1000, "US")).toBe("1,000");
    expect(formatNumber(1000, "UK")).toBe("1,000");
    expect(formatNumber(1000, "DE")).toBe("1.000");
    expect(formatNumber(1.5, "DE")).toBe("1,5");
  });

  test("percentages keep the German space before the sign", () => {
    expect(formatPercent(20, "US")).toBe("20%");
    expect(formatPercent(20, "DE").replace(/\u00a0/g, " ")).toBe("20 %");
  });

  test("a figure from our content gets each of its numbers reformatted, its words left alone", () => {
    expect(formatFigure("1,200+", "DE")).toBe("1.200+");
    expect(formatFigure("1,200+", "US")).toBe("1,200+");
    expect(formatFigure("25000", "DE")).toBe("25.000");
    // Four digits written whole stay whole: a year, or a round count.
    expect(formatFigure("2020", "US")).toBe("2020");
    expect(formatFigure("2020", "DE")).toBe("2020");
    expect(formatFigure("1000+", "DE")).toBe("1000+");
    expect(formatFigure("Bis zu 20%", "DE").replace(/\u00a0/g, " ")).toBe("Bis zu 20 %");
    expect(formatFigure("1,200", "DE")).toBe("1.200");
    expect(formatFigure("3x", "DE")).toBe("3x");
  });

  test("the copy's figures use it: German claims in German format, English ones unchanged", () => {
    expect(de.common.figure("85%").replace(/\u00a0/g, " ")).toBe("85 %");
    expect(de.common.figure("24hr")).toBe("24 Std.");
    expect(en.common.figure("85%")).toBe("85%");
    expect(en.common.figure("25+")).toBe("25+");
  });
});

describe("money, written one way (shared/format/money.ts)", () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

  test("whole amounts without cents, amounts with cents with two decimals, in the reader's locale", () => {
    expect(formatMoneyIn("en-US", "USD", 1200)).toBe("$1,200");
    expect(plain(formatMoneyIn("de-DE", "EUR", 1200))).toBe("1.200 €");
    expect(formatMoneyIn("en-GB", "GBP", 20.35)).toBe("£20.35");
  });

  test("a price, a case study's figure and a deal value of the same amount read the same", () => {
    expect(formatMoney(1200, "DE")).toBe(formatMoneyIn("de-DE", "EUR", 1200));
    const figure = formatAmount({ value: 20.35 }, "gbp", { locale: "en-GB", words: caseStudyFiguresEn });
    expect(plain(figure)).toBe(formatMoneyIn("en-GB", "GBP", 20.35));
    expect(formatDealValue(240_000, "USD")).toBe("$2,400");
    expect(formatDealValue(125_050, "EUR")).toBe("€1,250.50");
  });
});

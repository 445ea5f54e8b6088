import { describe, expect, test } from "vitest";
import type { ResultFigure } from "../../shared/content/case-study-figure-types";
import { neighbourPrecision } from "../../shared/content/figure-precision";

// A result is written to the precision of the results beside it, only in display, never by more
// than 5% of itself, and money keeps its cents (shared/content/figure-precision.ts).

const percent = (value: number): ResultFigure => ({ metric: "topCtr", unit: "percent", after: { value } });
const count = (value: number): ResultFigure => ({ metric: "clicks", unit: "count", after: { value } });
const money = (value: number): ResultFigure => ({ metric: "costPerAcquisition", unit: "gbp", after: { value } });

describe("neighbours' precision", () => {
  test("two decimals among whole numbers are written whole", () => {
    const group = [percent(18.95), count(100), count(1139), count(56_116)];
    const decimals = neighbourPrecision(group);
    expect(decimals(group[0]!)).toBe(0);
    expect(group.slice(1).map(decimals)).toEqual([undefined, undefined, undefined]);
  });

  test("a figure rounding would change by more than 5% keeps the decimals it needs", () => {
    const decimals = neighbourPrecision([percent(0.7), percent(5.59), count(12), count(40)]);
    expect(decimals(percent(0.7))).toBe(1);
    expect(decimals(percent(5.59))).toBe(1);
  });

  test("money keeps its cents, and a group that mostly has decimals keeps them", () => {
    const withMoney = neighbourPrecision([money(6.51), count(100), count(3)]);
    expect(withMoney(money(6.51))).toBeUndefined();
    const precise = neighbourPrecision([percent(16.24), percent(12.02), count(7)]);
    expect(precise(percent(16.24))).toBeUndefined();
  });

  test("a reported change counts like any other number", () => {
    const change: ResultFigure = { metric: "sessions", unit: "percent", change: 16.24 };
    const decimals = neighbourPrecision([change, { metric: "formSubmissions", unit: "percent", change: 122 }, count(9)]);
    expect(decimals(change)).toBe(0);
  });
});

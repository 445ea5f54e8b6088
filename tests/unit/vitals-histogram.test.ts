import { describe, expect, test } from "vitest";
import { bucketBounds, bucketOf, percentileOf, type BucketCount } from "../../shared/web-vitals/vitals-histogram";
import { rateMetric, type VitalsMetric } from "../../shared/web-vitals/vitals-metrics";

// The daily aggregates keep log-spaced histograms, not values (shared/web-vitals/vitals-histogram.ts):
// the 75th percentile read back must stay within a few per cent of the exact one.

function histogram(metric: VitalsMetric, values: number[]): BucketCount[] {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(bucketOf(metric, v), (counts.get(bucketOf(metric, v)) ?? 0) + 1);
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
}

function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

/** A reproducible spread of values (a log-normal-ish mix, as page loads are). */
function spread(count: number, median: number, seed = 7): number[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, () => median * Math.exp((random() + random() + random() - 1.5) * 1.2));
}

describe("the Web Vitals histogram", () => {
  test("puts every value in the bucket whose range holds it", () => {
    for (const metric of ["LCP", "CLS"] as const) {
      for (const value of [0, 0.00005, 0.0001, 0.05, 0.1, 0.25, 1, 2.5, 37, 200, 2500, 4000, 59_999, 60_000]) {
        const { low, high } = bucketBounds(metric, bucketOf(metric, value));
        expect(value).toBeGreaterThanOrEqual(low);
        expect(value).toBeLessThan(high);
      }
    }
  });

  test("keeps buckets no wider than 4% of their value, so the ranges of 60 s and a CLS of 10 fit in a few hundred", () => {
    const b = bucketOf("LCP", 2500);
    const { low, high } = bucketBounds("LCP", b);
    expect(high / low).toBeCloseTo(1.04, 6);
    expect(bucketOf("LCP", 60_000)).toBeLessThan(300);
    expect(bucketOf("CLS", 10)).toBeLessThan(300);
  });

  test.each([
    ["LCP", 2200],
    ["INP", 120],
    ["TTFB", 600],
    ["CLS", 0.06],
  ] as const)("reads the 75th percentile of %s within 4%% of the exact one", (metric, median) => {
    const values = spread(5000, median);
    const estimate = percentileOf(metric, histogram(metric, values), 0.75)!;
    expect(Math.abs(estimate / exactP75(values) - 1)).toBeLessThan(0.04);
  });

  test("reads a single repeated value back within its bucket, and zero shifts as zero", () => {
    expect(percentileOf("LCP", histogram("LCP", [1800, 1800, 1800, 1800]), 0.75)).toBeCloseTo(1800, -2);
    expect(percentileOf("CLS", histogram("CLS", [0, 0, 0, 0]), 0.75)).toBeLessThan(0.0001);
    expect(percentileOf("LCP", [], 0.75)).toBeNull();
  });

  test("rates a value against Google's thresholds: good up to the first, poor above the second", () => {
    expect(rateMetric("LCP", 2500)).toBe("good");
    expect(rateMetric("LCP", 2501)).toBe("needs-improvement");
    expect(rateMetric("LCP", 4000)).toBe("needs-improvement");
    expect(rateMetric("LCP", 4001)).toBe("poor");
    expect(rateMetric("CLS", 0.1)).toBe("good");
    expect(rateMetric("CLS", 0.3)).toBe("poor");
    expect(rateMetric("INP", 350)).toBe("needs-improvement");
  });
});

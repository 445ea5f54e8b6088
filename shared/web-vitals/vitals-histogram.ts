import { METRIC_MAX, type VitalsMetric } from "./vitals-metrics";

// The fixed histogram each day's aggregate keeps instead of raw values
// (docs/decisions/0027-real-user-vitals.md). Buckets are log-spaced, each 4% wider than the
// one before, so a percentile read from them is within 4% of the exact one whatever the
// value's size (2 ms or 20 s); interpolating inside the bucket usually does much better.
// Values are counted in units: milliseconds, and ten-thousandths for CLS.

const GROWTH = 1.04;
const LOG_GROWTH = Math.log(GROWTH);

/** How many units one of the metric's values holds: CLS is a small unitless score. */
export const METRIC_UNIT_SCALE: Record<VitalsMetric, number> = { LCP: 1, INP: 1, CLS: 10_000, FCP: 1, TTFB: 1 };

/** Bucket 0 holds [0, 1) unit; bucket i ≥ 1 holds [GROWTH^(i-1), GROWTH^i) units. */
export function bucketOf(metric: VitalsMetric, value: number): number {
  const units = value * METRIC_UNIT_SCALE[metric];
  if (units < 1) return 0;
  const bucket = Math.floor(Math.log(units) / LOG_GROWTH) + 1;
  // Floating point may put an exact bucket edge one bucket low: the edge belongs to the bucket it starts.
  return GROWTH ** bucket <= units ? bucket + 1 : bucket;
}

/** The bucket's range in the metric's own unit (ms, or CLS). */
export function bucketBounds(metric: VitalsMetric, bucket: number): { low: number; high: number } {
  const scale = METRIC_UNIT_SCALE[metric];
  if (bucket === 0) return { low: 0, high: 1 / scale };
  return { low: GROWTH ** (bucket - 1) / scale, high: GROWTH ** bucket / scale };
}

export interface BucketCount {
  bucket: number;
  count: number;
}

/**
 * The value below which `fraction` of the counted values lie (0.75: the 75th percentile, as
 * Google reads Web Vitals), interpolated inside the bucket that holds that rank:
 * geometrically in the log-spaced buckets, linearly in bucket 0. Never more than the largest
 * value a report may carry (METRIC_MAX), though the bucket holding it reaches beyond. Null
 * without values.
 */
export function percentileOf(metric: VitalsMetric, buckets: readonly BucketCount[], fraction: number): number | null {
  const sorted = buckets.filter((b) => b.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  const rank = fraction * total;
  let below = 0;
  for (const { bucket, count } of sorted) {
    if (below + count >= rank) {
      const within = (rank - below) / count;
      const { low, high } = bucketBounds(metric, bucket);
      return Math.min(METRIC_MAX[metric], bucket === 0 ? low + (high - low) * within : low * (high / low) ** within);
    }
    below += count;
  }
  return Math.min(METRIC_MAX[metric], bucketBounds(metric, sorted.at(-1)!.bucket).high);
}

// The statistics of the campaign report (docs/decisions/0039-landing-pages.md, "The report's
// figures"): a rate's 95% interval (Wilson), a mean's (normal approximation over every view), and
// the probability that each variant beats all the others (Beta-Binomial, by numerical integration).
// Pure functions of counts, so tests/unit/report-stats.test.ts checks them against values computed
// another way.

/** The normal quantile of a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  value: number;
  low: number;
  high: number;
}

/**
 * Wilson's score interval for `successes` out of `trials`: it stays inside [0, 1] and keeps its
 * coverage with few trials or rates near 0, where the plain normal interval does not. Null without
 * trials, or with more successes than trials (leads whose views were not counted).
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): Interval | null {
  if (trials <= 0 || successes < 0 || successes > trials) return null;
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The mean of `n` values, of which those not summed are 0 (a view that brought no won deal), with a
 * normal-approximation 95% interval from the sample's variance; the low end never below 0. `sum` and
 * `sumOfSquares` are of the non-zero values. Null without values.
 */
export function meanInterval(sum: number, sumOfSquares: number, n: number, z = Z95): Interval | null {
  if (n <= 0) return null;
  const mean = sum / n;
  if (n === 1) return { value: mean, low: mean, high: mean };
  const variance = Math.max(0, (sumOfSquares - (sum * sum) / n) / (n - 1));
  const half = z * Math.sqrt(variance / n);
  return { value: mean, low: Math.max(0, mean - half), high: mean + half };
}

export interface Arm {
  successes: number;
  trials: number;
}

/** Below these, the report says the sample is too small to tell the variants apart. */
export const MIN_TRIALS_TO_SAY = 100;
export const MIN_SUCCESSES_TO_SAY = 5;

/** Whether every arm has enough trials and enough successes for its probability to mean something. */
export const isEnoughToSay = (arms: readonly Arm[]): boolean =>
  arms.length > 1 && arms.every((a) => a.trials >= MIN_TRIALS_TO_SAY && a.successes >= MIN_SUCCESSES_TO_SAY);

/** x·log(y), taken as 0 when x is 0 (a Beta(1, b) density at 0 is finite). */
const xlog = (x: number, y: number) => (x === 0 ? 0 : x * Math.log(y));

/**
 * The probability that each arm's rate is the highest, with a uniform prior on every rate: arm i's
 * posterior is Beta(1 + successes, 1 + failures), and P(i is best) = ∫ f_i(x) Π_{j≠i} F_j(x) dx.
 * Integrated on one grid over every posterior's mass (twelve standard deviations each side), at
 * least eight points per standard deviation of the narrowest, each density normalised on the grid
 * and each F_j its running integral (trapezoids). Accurate to about 1e-6 for report-sized counts.
 * Null for an arm with trials out of range.
 */
export function probabilityToBeatAll(arms: readonly Arm[]): number[] | null {
  if (arms.length === 0 || arms.some((a) => a.trials < 0 || a.successes < 0 || a.successes > a.trials)) return null;
  if (arms.length === 1) return [1];
  const params = arms.map((a) => ({ a: 1 + a.successes, b: 1 + a.trials - a.successes }));
  const spread = params.map(({ a, b }) => {
    const mean = a / (a + b);
    return { mean, sd: Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1))) };
  });
  const lo = Math.max(0, Math.min(...spread.map((s) => s.mean - 12 * s.sd)));
  const hi = Math.min(1, Math.max(...spread.map((s) => s.mean + 12 * s.sd)));
  const narrowest = Math.min(...spread.map((s) => s.sd));
  const n = Math.min(400_000, Math.max(4_000, Math.ceil(((hi - lo) / narrowest) * 8)));
  const h = (hi - lo) / n;
  const xs = Float64Array.from({ length: n + 1 }, (_, k) => lo + k * h);

  // Each posterior's density on the grid, normalised so that its trapezoid sum is 1, and its CDF.
  const densities = params.map(({ a, b }) => {
    const log = xs.map((x) => xlog(a - 1, x) + xlog(b - 1, 1 - x));
    let top = Number.NEGATIVE_INFINITY;
    for (const l of log) if (l > top) top = l;
    const f = log.map((l) => (Number.isFinite(l) ? Math.exp(l - top) : 0));
    let area = 0;
    for (let k = 0; k < n; k++) area += ((f[k]! + f[k + 1]!) * h) / 2;
    return f.map((v) => v / area);
  });
  const cdfs = densities.map((f) => {
    const F = new Float64Array(n + 1);
    for (let k = 1; k <= n; k++) F[k] = F[k - 1]! + ((f[k - 1]! + f[k]!) * h) / 2;
    return F;
  });

  const raw = densities.map((f, i) => {
    let total = 0;
    for (let k = 0; k <= n; k++) {
      let others = 1;
      for (let j = 0; j < arms.length; j++) if (j !== i) others *= cdfs[j]![k]!;
      total += (k === 0 || k === n ? 0.5 : 1) * f[k]! * others * h;
    }
    return total;
  });
  const sum = raw.reduce((s, p) => s + p, 0);
  return raw.map((p) => p / sum);
}

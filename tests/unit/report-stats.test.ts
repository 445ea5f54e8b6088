import { describe, expect, test } from "vitest";
import { isEnoughToSay, meanInterval, probabilityToBeatAll, wilsonInterval, Z95 } from "../../shared/landing/report-stats";
import { pBBeatsA, wilsonByBisection } from "../helpers/independent-stats";

// The campaign report's statistics (shared/landing/report-stats.ts), each checked against a value
// computed another way: Wilson's bounds as the roots of their defining equation found by bisection,
// the mean's interval from the list of every view's value, P(B beats A) from Evan Miller's exact
// sum for integer Beta parameters, and three arms from a seeded Monte Carlo run.

describe("Wilson's interval of a conversion rate", () => {
  test.each([
    [12, 400],
    [0, 50],
    [50, 50],
    [1, 3],
    [37, 1000],
  ])("%i of %i has the bounds its defining equation gives", (successes, trials) => {
    const interval = wilsonInterval(successes, trials)!;
    const expected = wilsonByBisection(successes, trials);
    expect(interval.value).toBeCloseTo(successes / trials, 12);
    expect(interval.low).toBeCloseTo(expected.low, 9);
    expect(interval.high).toBeCloseTo(expected.high, 9);
  });

  test("no trials, or more successes than trials, has no interval", () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(5, 3)).toBeNull();
  });
});

describe("the interval of a value per view", () => {
  test("matches the mean and standard error of every view's value, zeros included", () => {
    const values = [...Array(380).fill(0), 1_200_00, 950_00, 3_400_00, 500_00];
    const n = values.length;
    const mean = values.reduce((s, v) => s + v, 0) / n;
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
    const won = values.filter((v) => v > 0);
    const interval = meanInterval(
      won.reduce((s, v) => s + v, 0),
      won.reduce((s, v) => s + v * v, 0),
      n,
    )!;
    expect(interval.value).toBeCloseTo(mean, 9);
    expect(interval.high).toBeCloseTo(mean + Z95 * (sd / Math.sqrt(n)), 6);
    expect(interval.low).toBeCloseTo(Math.max(0, mean - Z95 * (sd / Math.sqrt(n))), 6);
  });

  test("never goes below zero, and is null without views", () => {
    expect(meanInterval(100, 10_000, 400)!.low).toBe(0);
    expect(meanInterval(0, 0, 0)).toBeNull();
  });
});

/** A seeded generator (mulberry32), so the Monte Carlo run is the same every time. */
function seeded(seed: number) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Gamma(shape, 1) by Marsaglia and Tsang's method; Beta(a, b) as X/(X+Y). */
function betaSampler(random: () => number) {
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const gamma = (shape: number): number => {
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = normal();
      const v = (1 + c * x) ** 3;
      if (v > 0 && Math.log(1 - random()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  };
  return (a: number, b: number) => {
    const x = gamma(a);
    return x / (x + gamma(b));
  };
}

describe("the probability that each variant beats all the others", () => {
  test("two variants: equals Evan Miller's exact sum", () => {
    // A: 18 leads of 400 views; B: 31 of 410.
    const [pA, pB] = probabilityToBeatAll([
      { successes: 18, trials: 400 },
      { successes: 31, trials: 410 },
    ])!;
    const exact = pBBeatsA(1 + 18, 1 + 382, 1 + 31, 1 + 379);
    expect(pB).toBeCloseTo(exact, 5);
    expect(pA).toBeCloseTo(1 - exact, 5);
  });

  test("two variants with few events: still the exact sum", () => {
    const [, pB] = probabilityToBeatAll([
      { successes: 1, trials: 30 },
      { successes: 3, trials: 28 },
    ])!;
    expect(pB).toBeCloseTo(pBBeatsA(2, 30, 4, 26), 5);
  });

  test("three variants: within 0.005 of a seeded Monte Carlo run of 200 000 draws", () => {
    const arms = [
      { successes: 20, trials: 500 },
      { successes: 27, trials: 480 },
      { successes: 24, trials: 520 },
    ];
    const probabilities = probabilityToBeatAll(arms)!;
    const draw = betaSampler(seeded(20261127));
    const wins = [0, 0, 0];
    const draws = 200_000;
    for (let i = 0; i < draws; i++) {
      const rates = arms.map((a) => draw(1 + a.successes, 1 + a.trials - a.successes));
      wins[rates.indexOf(Math.max(...rates))]!++;
    }
    for (const [i, p] of probabilities.entries()) expect(Math.abs(p - wins[i]! / draws)).toBeLessThan(0.005);
    expect(probabilities.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
  });

  test("variants with the same counts are equally likely to be best; one variant is best for sure", () => {
    const same = probabilityToBeatAll([
      { successes: 9, trials: 300 },
      { successes: 9, trials: 300 },
      { successes: 9, trials: 300 },
      { successes: 9, trials: 300 },
    ])!;
    for (const p of same) expect(p).toBeCloseTo(0.25, 4);
    expect(probabilityToBeatAll([{ successes: 3, trials: 10 }])).toEqual([1]);
  });

  test("large, far-apart samples give a near-certain answer without running out of points", () => {
    const [low, high] = probabilityToBeatAll([
      { successes: 100, trials: 100_000 },
      { successes: 5_000, trials: 10_000 },
    ])!;
    expect(high).toBeCloseTo(1, 9);
    expect(low).toBeCloseTo(0, 9);
  });

  test("a sample is big enough to say only when every variant has 100 views and 5 events", () => {
    expect(
      isEnoughToSay([
        { successes: 5, trials: 100 },
        { successes: 7, trials: 120 },
      ]),
    ).toBe(true);
    expect(
      isEnoughToSay([
        { successes: 4, trials: 400 },
        { successes: 7, trials: 120 },
      ]),
    ).toBe(false);
    expect(
      isEnoughToSay([
        { successes: 5, trials: 99 },
        { successes: 7, trials: 120 },
      ]),
    ).toBe(false);
  });
});

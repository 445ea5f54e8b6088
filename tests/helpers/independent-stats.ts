// The campaign report's figures computed another way than shared/landing/report-stats.ts does, for
// the tests that hold the report to them: Wilson's bounds as the roots of their defining equation
// (bisection), a mean's interval from every value, and P(B beats A) by Evan Miller's exact sum.

export const Z = 1.959963984540054;

function bisect(f: (x: number) => number, lo: number, hi: number): number {
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(f(mid)) === Math.sign(f(lo))) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Wilson's interval is where |p̂ − p| = z·√(p(1−p)/n): solved for p on each side of p̂ (just inside at p̂ = 0 or 1). */
export function wilsonByBisection(successes: number, trials: number) {
  const phat = successes / trials;
  const f = (p: number) => Math.abs(phat - p) - Z * Math.sqrt((p * (1 - p)) / trials);
  return {
    value: phat,
    low: successes === 0 ? 0 : bisect(f, 0, Math.min(phat, 1 - 1e-12)),
    high: successes === trials ? 1 : bisect(f, Math.max(phat, 1e-12), 1),
  };
}

/** The mean of every value with mean ± z·s/√n (the low end not below 0). */
export function meanOfEveryValue(values: readonly number[]) {
  const n = values.length;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
  return { value: mean, low: Math.max(0, mean - (Z * sd) / Math.sqrt(n)), high: mean + (Z * sd) / Math.sqrt(n) };
}

/** ln Γ(n) for a whole n: the sum of the logs of 1 … n−1. */
const lnGamma = (n: number) => {
  let sum = 0;
  for (let k = 2; k < n; k++) sum += Math.log(k);
  return sum;
};
const lnBeta = (a: number, b: number) => lnGamma(a) + lnGamma(b) - lnGamma(a + b);

/** Evan Miller's closed form of P(pB > pA) for pA ~ Beta(aA, bA), pB ~ Beta(aB, bB), whole-number parameters. */
export function pBBeatsA(aA: number, bA: number, aB: number, bB: number): number {
  let total = 0;
  for (let i = 0; i < aB; i++) total += Math.exp(lnBeta(aA + i, bA + bB) - Math.log(bB + i) - lnBeta(1 + i, bB) - lnBeta(aA, bA));
  return total;
}

/** P(variant B's rate beats A's) with uniform priors, from each variant's successes and trials. */
export const pSecondBeatsFirst = (a: { successes: number; trials: number }, b: { successes: number; trials: number }) =>
  pBBeatsA(1 + a.successes, 1 + a.trials - a.successes, 1 + b.successes, 1 + b.trials - b.successes);

import type { FigureUnit, ResultFigure } from "./case-study-figure-types";

// How many decimals a result is written with beside others (docs/decisions/0040-site-settings.md):
// "18.95%" in a row of whole numbers reads as more exact than its neighbours and draws the eye for
// no reason, so in a group of results shown together a figure is written to the precision most of
// the group uses. Only the display changes: the stored figure, the charts' numbers and the page's
// data keep what the client reported. Money keeps its cents (a cost per acquisition of £6.51 is not
// £7), and no figure is rounded by more than ROUNDING_TOLERANCE of itself (0.7% stays 0.7%).

/** The most a displayed figure may differ from the reported one, as a share of it. */
export const ROUNDING_TOLERANCE = 0.05;

const MONEY: ReadonlySet<FigureUnit> = new Set(["gbp", "usd"]);

/** Decimals a reported number has: 18.95 → 2, 100 → 0. */
const decimalsOf = (n: number): number => {
  const text = String(Math.abs(n));
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
};

/** The numbers a figure states in words (money has its own rule). */
function statedNumbers(figure: ResultFigure): number[] {
  if (MONEY.has(figure.unit)) return [];
  return [figure.before?.value, figure.before?.to, figure.after?.value, figure.after?.to, figure.change].filter(
    (n): n is number => n !== undefined,
  );
}

/** The group's precision: the decimals most of its figures are written with (the fewer on a tie). */
function groupDecimals(figures: readonly ResultFigure[]): number {
  const counts = new Map<number, number>();
  for (const figure of figures) {
    const numbers = statedNumbers(figure);
    if (numbers.length === 0) continue;
    const decimals = Math.max(...numbers.map(decimalsOf));
    counts.set(decimals, (counts.get(decimals) ?? 0) + 1);
  }
  let best = 2;
  let bestCount = 0;
  for (const [decimals, count] of counts)
    if (count > bestCount || (count === bestCount && decimals < best)) [best, bestCount] = [decimals, count];
  return best;
}

/** The fewest decimals, from `floor` up, that keep every number within the tolerance. */
function decimalsWithin(numbers: readonly number[], floor: number): number {
  for (let decimals = floor; decimals < 6; decimals++) {
    const factor = 10 ** decimals;
    if (numbers.every((n) => n === 0 || Math.abs(Math.round(n * factor) / factor - n) <= Math.abs(n) * ROUNDING_TOLERANCE)) return decimals;
  }
  return 6;
}

/**
 * For a group of results shown together, the decimals each is written with: undefined leaves a
 * figure as reported (money, or a figure already as precise as the group).
 */
export function neighbourPrecision(group: readonly ResultFigure[]): (figure: ResultFigure) => number | undefined {
  const decimals = groupDecimals(group);
  return (figure) => {
    const numbers = statedNumbers(figure);
    if (numbers.length === 0 || Math.max(...numbers.map(decimalsOf)) <= decimals) return undefined;
    return decimalsWithin(numbers, decimals);
  };
}

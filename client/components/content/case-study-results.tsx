import type { ResultFigure } from "../../../shared/content/case-study-figure-types";
import { figureWordsIn, formatChange, formatOutcome } from "./case-study-format";
import { useFigureWords } from "./use-figure-words";

// The results a study reports besides its headline (which its cover in the hero draws), each
// once, as cards in rows that end flush: three to a row on wide screens, and a last row of one
// never happens (it becomes two rows of two); on two-column screens an odd last card spans both.

/** Grid classes for card `i` of `n` so that no row ends with a lone card. */
export function spanOf(i: number, n: number): string {
  const fromEnd = n - i;
  const wide =
    n === 1
      ? "lg:col-span-6"
      : n % 3 === 1 && fromEnd <= 4
        ? "lg:col-span-3"
        : n % 3 === 2 && fromEnd <= 2
          ? "lg:col-span-3"
          : "lg:col-span-2";
  const narrow = n % 2 === 1 && fromEnd === 1 ? "sm:col-span-2" : "";
  return `${narrow} ${wide}`.trim();
}

export function ResultsGrid({ figures }: { figures: readonly ResultFigure[] }) {
  // Each written to its neighbours' precision (shared/content/figure-precision.ts).
  const wordsFor = figureWordsIn(useFigureWords(), figures);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6" data-testid="study-results">
      {figures.map((figure, i) => {
        const fw = wordsFor(figure);
        const change = figure.before && figure.after ? formatChange(figure, fw) : null;
        const after = figure.after?.value ?? 0;
        const better = figure.before && (figure.lowerIsBetter ? after < figure.before.value : after > figure.before.value);
        return (
          <div
            key={figure.metric}
            data-metric={figure.metric}
            className={`card flex flex-col-reverse justify-end p-5 ${spanOf(i, figures.length)}`}
          >
            <dt className="mt-1 text-sm text-slate-600">{fw.words.metrics[figure.metric]}</dt>
            <dd className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-xl font-bold leading-snug text-slate-900">{formatOutcome(figure, fw)}</span>
              {change && (
                <span
                  className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${better ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
                >
                  {change}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

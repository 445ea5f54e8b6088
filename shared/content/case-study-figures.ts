import type { ResultFigure, StudyFigures } from "./case-study-figure-types";

// How a study's figures are drawn and which one leads (docs/decisions/0023-case-study-figures.md,
// docs/decisions/0040-site-settings.md). The figures themselves are part of each study's document
// (shared/schemas/content-documents.ts).

/**
 * The picture a figure gets, from what was reported. A percentage is a share of a whole only when
 * the whole is stated (`of`: "141 of 230 users"); any other percentage is a rate (a conversion rate,
 * a click-through rate, a saving), drawn as a point on a scale from 0 to 100%, never as a slice of
 * a ring that would claim a whole nobody reported.
 */
export type ChartKind = "before-after" | "change" | "share" | "rate" | "range" | "duration" | "value";

export function chartKindOf(figure: ResultFigure): ChartKind {
  if (figure.before && figure.after) return "before-after";
  if (!figure.after) return "change";
  if (figure.range) return "range";
  if (figure.of !== undefined) return "share";
  if (figure.unit === "percent" && figure.after.to === undefined) return "rate";
  if (figure.unit === "hours") return "duration";
  return "value";
}

/** True when a study has measured results to chart; the rest are listed apart. */
export const hasResults = (study: { figures: StudyFigures }): boolean => study.figures.results.length > 0;

/**
 * The result a study leads with: the one staff chose, else the first of its results, the order the
 * study's own figures rank them in. Null for a study without results.
 */
export function headlineOf(figures: StudyFigures): ResultFigure | null {
  return figures.results.find((f) => f.metric === figures.headline) ?? figures.results[0] ?? null;
}

/** The results besides the headline, in their order. */
export function otherResultsOf(figures: StudyFigures): readonly ResultFigure[] {
  const headline = headlineOf(figures);
  return figures.results.filter((f) => f !== headline);
}

import type { ResultFigure, StudyFigures } from "./case-study-figure-types";

// How a study's figures are drawn. The figures themselves are part of each study's document
// (shared/schemas/content-documents.ts).

/** The picture a figure gets, from what was reported. */
export type ChartKind = "before-after" | "change" | "share" | "range" | "duration" | "value";

export function chartKindOf(figure: ResultFigure): ChartKind {
  if (figure.before && figure.after) return "before-after";
  if (!figure.after) return "change";
  if (figure.range) return "range";
  if (figure.of !== undefined || (figure.unit === "percent" && figure.after.to === undefined)) return "share";
  if (figure.unit === "hours") return "duration";
  return "value";
}

/** True when a study has measured results to chart; the rest are listed apart. */
export const hasResults = (study: { figures: StudyFigures }): boolean => study.figures.results.length > 0;

import type { SocialCardFigure } from "../social-card";
import type { CaseStudy } from "./case-studies";

/**
 * The one figure a study's social card shows: its first headline result, without the
 * explanation some values carry in brackets ("+122% (about 30 a month on average)" shows
 * "+122%"). Illustrative studies have no results, so their cards show none.
 */
export function headlineFigure(study: CaseStudy): SocialCardFigure | undefined {
  const first = study.headlineMetrics[0];
  if (!first) return undefined;
  return { value: first.value.replace(/\s*\(.*\)\s*$/, ""), label: first.label };
}

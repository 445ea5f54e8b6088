import { REGION_LOCALE } from "../../../shared/constants";
import { caseStudyFiguresDe } from "../../../shared/i18n/pages/case-study-figures.de";
import { caseStudyFiguresEn } from "../../../shared/i18n/pages/case-study-figures.en";
import { usePageRegion } from "../../lib/region/region-context";
import { usePageCopy } from "../../lib/region/use-page-copy";
import type { FigureWords } from "./case-study-format";

/** The page's locale and the words around case-study figures in its language. */
export function useFigureWords(): FigureWords {
  const words = usePageCopy({ en: caseStudyFiguresEn, de: caseStudyFiguresDe });
  return { locale: REGION_LOCALE[usePageRegion()], words };
}

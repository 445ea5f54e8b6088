import { TrendingUp } from "lucide-react";
import { caseStudies } from "../../../shared/content/case-studies";
import { hasResults, studyFigures } from "../../../shared/content/case-study-figures";
import { caseStudyMetaDe } from "../../../shared/i18n/pages/case-study-meta.de";
import { caseStudyMetaEn } from "../../../shared/i18n/pages/case-study-meta.en";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import { headlineOf } from "../../components/content/case-study-cover";
import { HeroPanel } from "../../components/hero/hero-panel";
import { useFigureWords } from "../../components/content/use-figure-words";
import { usePageCopy } from "../../lib/region/use-page-copy";

const SHOWN = 3;

/** The studies with measured results, the first of each service line: the list below, summed up. */
const leading = caseStudies
  .filter((study) => hasResults(study.slug))
  .filter((study, i, measured) => measured.findIndex((other) => other.service === study.service) === i)
  .slice(0, SHOWN);

/** The headline result of one study per service, as its cover states it, and how many studies have results. */
export function CaseStudiesHeroVisual() {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).caseStudies;
  const meta = usePageCopy({ en: caseStudyMetaEn, de: caseStudyMetaDe });
  const fw = useFigureWords();
  const measured = caseStudies.filter((study) => hasResults(study.slug)).length;
  return (
    <HeroPanel
      title={text.title}
      rows={leading.map((study) => {
        const figure = studyFigures[study.slug].results[0]!;
        return {
          icon: TrendingUp,
          label: meta[study.slug].client ?? study.client,
          detail: fw.words.metrics[figure.metric],
          value: headlineOf(figure, fw),
        };
      })}
      footer={text.footer(measured, caseStudies.length - measured)}
    />
  );
}

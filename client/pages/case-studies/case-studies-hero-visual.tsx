import TrendingUp from "lucide-react/icons/trending-up";
import { hasResults } from "../../../shared/content/case-study-figures";
import { heroVisualsDe } from "../../../shared/i18n/pages/hero-visuals.de";
import { heroVisualsEn } from "../../../shared/i18n/pages/hero-visuals.en";
import type { CaseStudySummary } from "../../../shared/schemas/content-views";
import { headlineText } from "../../components/content/case-study-cover";
import { headlineOf } from "../../../shared/content/case-study-figures";
import { HeroPanel } from "../../components/hero/hero-panel";
import { useFigureWords } from "../../components/content/use-figure-words";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { useCopy } from "../../lib/region/use-copy";

const SHOWN = 3;

/** The studies with measured results, the first of each service line: the list below, summed up. */
const leadingOf = (studies: readonly CaseStudySummary[]) =>
  studies
    .filter(hasResults)
    .filter((study, i, measured) => measured.findIndex((other) => other.service === study.service) === i)
    .slice(0, SHOWN);

/** The headline result of one study per service, as its cover states it, and how many studies have results. */
export function CaseStudiesHeroVisual({ studies }: { studies: readonly CaseStudySummary[] }) {
  const text = usePageCopy({ en: heroVisualsEn, de: heroVisualsDe }).caseStudies;
  const { language } = useCopy();
  const fw = useFigureWords();
  const measured = studies.filter(hasResults).length;
  return (
    <HeroPanel
      title={text.title}
      rows={leadingOf(studies).map((study) => {
        const figure = headlineOf(study.figures)!;
        return {
          icon: TrendingUp,
          label: study.meta[language].client ?? study.client,
          detail: fw.words.metrics[figure.metric],
          value: headlineText(figure, fw),
        };
      })}
      footer={text.footer(measured, studies.length - measured)}
    />
  );
}

import { Link } from "../../lib/region/region-link";
import type { CaseStudySummary } from "../../../shared/schemas/content-views";
import { otherResultsOf } from "../../../shared/content/case-study-figures";
import { CardGrid } from "../ui/card-grid";
import { CaseStudyCover } from "./case-study-cover";
import { figureWordsIn, formatContext, formatOutcome } from "./case-study-format";
import { useCaseStudiesCopy } from "./use-content-copy";
import { useFigureWords } from "./use-figure-words";
import { useStudyMeta } from "./use-study-meta";

/** One point a card's body states: a result beyond the cover's, or a fact about the engagement. */
interface CardPoint {
  key: string;
  value: string;
  label: string;
  kind: "result" | "context";
}

/**
 * A study as a card: its cover (service and headline result as a chart), the client and what the
 * project was (two studies of one client differ there), industry and place, and two more points:
 * the next results, else facts about the engagement (a new service line, the starting point), else
 * the study's summary, so no card's body is an empty box beside its neighbours'. A study without
 * measured results says what it is instead.
 */
export function CaseStudyCard({ study }: { study: CaseStudySummary }) {
  const copy = useCaseStudiesCopy();
  const fw = useFigureWords();
  const meta = useStudyMeta(study);
  const more = otherResultsOf(study.figures).slice(0, 2);
  const wordsFor = figureWordsIn(fw, more);
  const hasResults = study.figures.results.length > 0;
  const points: CardPoint[] = [
    ...more.map((f) => ({
      key: f.metric,
      value: formatOutcome(f, wordsFor(f)),
      label: fw.words.metrics[f.metric],
      kind: "result" as const,
    })),
    ...study.figures.context.map((c) => ({
      key: c.key,
      value: formatContext(c, fw),
      label: fw.words.context[c.key],
      kind: "context" as const,
    })),
  ].slice(0, 2);
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <CaseStudyCover study={study} className="h-auto w-full" />
      <div className="flex flex-1 flex-col p-6">
        {/* The service is named on the cover; an example engagement says so here as well, in words a screen reader reads. */}
        {study.isIllustrative && (
          <p className="mb-3 text-xs font-semibold uppercase tracking-wider">
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">{copy.card.example}</span>
          </p>
        )}
        <h3 className="text-lg font-semibold text-slate-900">{meta.client}</h3>
        <p className="text-sm font-medium text-slate-700" data-testid="study-project">
          {meta.project}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {meta.industry}
          {meta.location ? ` · ${meta.location}` : ""}
        </p>
        <div className="mt-5 flex-1" data-testid="study-card-body">
          {!hasResults ? (
            <p className="text-sm text-slate-600">{study.isIllustrative ? copy.card.illustration : copy.card.noFigures}</p>
          ) : points.length > 0 ? (
            <dl className="space-y-3">
              {points.map((point) => (
                <div key={point.key} className="flex flex-col-reverse border-l-2 border-indigo-200 pl-3">
                  <dt className="text-xs text-slate-600">{point.label}</dt>
                  <dd
                    className={
                      point.kind === "result"
                        ? "text-lg font-bold leading-snug text-indigo-700"
                        : "text-base font-semibold leading-snug text-slate-900"
                    }
                  >
                    {point.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-slate-600">{meta.description}</p>
          )}
        </div>
        <Link to={`/case-studies/${study.slug}`} className="btn btn-outline mt-6">
          {study.isIllustrative ? copy.card.readExample : copy.card.read}
          <span className="sr-only">: {meta.client}</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * Cards in rows: one a row on phones, two from sm, three from lg (the list, a study's and a
 * service's related studies). A last row that is not full is centred (client/components/ui/card-grid.tsx).
 */
export function CaseStudyGrid({ studies, className }: { studies: readonly CaseStudySummary[]; className?: string }) {
  return (
    <CardGrid className={className}>
      {studies.map((study) => (
        <li key={study.slug}>
          <CaseStudyCard study={study} />
        </li>
      ))}
    </CardGrid>
  );
}

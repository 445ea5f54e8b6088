import type { ProofView } from "../../../shared/landing/landing-view";
import { CaseStudyGrid } from "../../components/content/case-study-card";
import { formatOutcome } from "../../components/content/case-study-format";
import { Section } from "../../components/content/content-section";
import { PartnerStrip } from "../../components/content/partner-strip";
import { TestimonialsSection } from "../../components/content/testimonials-section";
import { useContentBlocksCopy } from "../../components/content/use-content-copy";
import { useFigureWords } from "../../components/content/use-figure-words";
import { useCopy } from "../../lib/region/use-copy";

/** Each chosen study's headline result, written from its figure (as its cover draws it), with the client's name. */
function HeadlineFigures({ studies }: { studies: ProofView["studies"] }) {
  const fw = useFigureWords();
  const shown = studies.flatMap((s) => (s.figures.results[0] ? [{ study: s, figure: s.figures.results[0] }] : []));
  if (shown.length === 0) return null;
  return (
    <dl className="mb-10 grid gap-6 sm:grid-cols-3">
      {shown.map(({ study, figure }) => (
        <div key={study.slug} className="flex flex-col-reverse border-l-4 border-indigo-600 pl-4">
          <dt className="mt-1 text-sm text-slate-600">
            {fw.words.metrics[figure.metric]} · {study.client}
          </dt>
          <dd className="text-3xl font-bold text-indigo-700">{formatOutcome(figure, fw)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The proof that fits the ad: chosen case studies with their charts and figures, clients' quotes, the partner strip. */
export function LandingProof({ block, id }: { block: ProofView; id: string }) {
  const copy = useContentBlocksCopy();
  const ui = useCopy();
  return (
    <>
      <Section id={id} title={block.title}>
        {block.figures && <HeadlineFigures studies={block.studies} />}
        {block.studies.length > 0 && <CaseStudyGrid studies={block.studies} />}
        {block.partners.length > 0 && (
          <div className="mt-10 rounded-xl border border-slate-200 bg-white p-6">
            <PartnerStrip partners={block.partners} label={ui.home.partnersTitle} />
          </div>
        )}
      </Section>
      <TestimonialsSection testimonials={block.testimonials} headingId={`${id}-quotes`} title={copy.testimonials} />
    </>
  );
}

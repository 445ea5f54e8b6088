import { getCaseStudy } from "../../../shared/content/case-studies";
import { CaseStudyCover } from "../../components/content/case-study-cover";
import { useCaseStudiesCopy } from "../../components/content/use-content-copy";
import { useStudyMeta } from "../../components/content/use-study-meta";
import { Link } from "../../lib/region/region-link";

// The proof beside the home hero's promise: one real study's headline result, drawn from its
// figures like its card and page (client/components/content/case-study-cover.tsx). An agency
// that grew its output with a dedicated team is the story closest to the agencies who visit.
const PROOF_STUDY = "koala-digital";

export function HomeProof() {
  const study = getCaseStudy(PROOF_STUDY)!;
  const copy = useCaseStudiesCopy();
  const meta = useStudyMeta(study);
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-white/15" data-testid="home-proof">
      <CaseStudyCover study={study} className="block h-auto w-full" />
      <figcaption className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <span>
          <span className="block text-xs font-semibold uppercase tracking-wider text-indigo-700">{copy.detail.caseStudy}</span>
          <span className="block font-semibold text-slate-900">{meta.client}</span>
          <span className="block text-sm text-slate-600">{meta.project}</span>
        </span>
        <Link to={`/case-studies/${study.slug}`} className="btn btn-outline">
          {copy.card.read}
          <span className="sr-only">: {meta.client}</span>
        </Link>
      </figcaption>
    </figure>
  );
}

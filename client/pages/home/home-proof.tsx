import { useSuspenseQuery } from "@tanstack/react-query";
import { usePageQueryClient } from "../../api/page-query-client";
import { useApi } from "../../api/api-context";
import { caseStudyCardsQuery } from "../../api/content.queries";
import { CaseStudyCover } from "../../components/content/case-study-cover";
import { useCaseStudiesCopy } from "../../components/content/use-content-copy";
import { useStudyMeta } from "../../components/content/use-study-meta";
import { Link } from "../../lib/region/region-link";
import type { CaseStudySummary } from "../../../shared/schemas/content-views";
import { HOME_PROOF_STUDY } from "./home-proof-study";

// The proof beside the home hero's promise: one real study's headline result, drawn from its
// figures like its card and page (client/components/content/case-study-cover.tsx). Unpublished,
// the hero shows its promise alone.

export function HomeProof() {
  const queryClient = usePageQueryClient();
  const [study] = useSuspenseQuery(caseStudyCardsQuery(useApi(), [HOME_PROOF_STUDY]), queryClient).data;
  return study ? <ProofCard study={study} /> : null;
}

function ProofCard({ study }: { study: CaseStudySummary }) {
  const copy = useCaseStudiesCopy();
  const meta = useStudyMeta(study);
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-white/15" data-testid="home-proof">
      <CaseStudyCover study={study} className="block h-auto w-full" />
      <figcaption className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <span>
          <span className="block text-xs font-semibold uppercase tracking-wider text-indigo-700">
            {study.isIllustrative ? copy.detail.example : copy.detail.caseStudy}
          </span>
          <span className="block font-semibold text-slate-900">{meta.client}</span>
          <span className="block text-sm text-slate-600">{meta.project}</span>
        </span>
        <Link to={`/case-studies/${study.slug}`} className="btn btn-outline">
          {study.isIllustrative ? copy.card.readExample : copy.card.read}
          <span className="sr-only">: {meta.client}</span>
        </Link>
      </figcaption>
    </figure>
  );
}

import { Link } from "../../lib/region/region-link";
import type { CaseStudy } from "../../../shared/content/case-studies";
import { CaseStudyCover } from "./case-study-cover";
import { useCaseStudiesCopy } from "./use-content-copy";

/**
 * A study as a card: client, industry, location, service and two headline
 * figures. Illustrative studies (placeholder in the facts) show no figures.
 */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const copy = useCaseStudiesCopy();
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <CaseStudyCover study={study} className="h-auto w-full" />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap gap-2 text-xs font-semibold uppercase tracking-wider">
          <span className="rounded-full bg-indigo-50 px-2.5 py-1 text-indigo-700">{copy.services[study.service]}</span>
          {study.isIllustrative && <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">{copy.card.example}</span>}
        </p>
        <h3 lang="en" className="mt-3 text-lg font-semibold text-slate-900">
          {study.client}
        </h3>
        <p lang="en" className="mt-1 text-sm text-slate-600">
          {study.industry}
          {study.location ? ` · ${study.location}` : ""}
        </p>
        {study.headlineMetrics.length > 0 ? (
          <dl lang="en" className="mt-5 flex-1 space-y-3">
            {study.headlineMetrics.map((m) => (
              <div key={m.label} className="flex flex-col-reverse border-l-2 border-indigo-200 pl-3">
                <dt className="text-xs text-slate-600">{m.label}</dt>
                <dd className="text-lg font-bold leading-snug text-indigo-700">{m.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-5 flex-1 text-sm text-slate-600">{copy.card.illustration}</p>
        )}
        <Link to={`/case-studies/${study.slug}`} className="btn btn-outline mt-6">
          {copy.card.read}
          <span className="sr-only">: {study.client}</span>
        </Link>
      </div>
    </article>
  );
}

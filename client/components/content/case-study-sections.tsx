import type { ReactNode } from "react";
import { Link } from "../../lib/region/region-link";
import { servicePagePathOf } from "../../../shared/content/case-studies";
import type { CaseStudySummary } from "../../../shared/schemas/content-views";
import { formatContext } from "./case-study-format";
import { useCaseStudiesCopy } from "./use-content-copy";
import { useFigureWords } from "./use-figure-words";
import { useStudyMeta } from "./use-study-meta";
import { useCopy } from "../../lib/region/use-copy";

// The body of a case study, one block per question a reader has: who, what was
// wrong, what was done, what changed. Illustrative studies have no results block.
// The story is in its own language (English inside EnglishBody where no German one exists);
// the labels, figures and tags around it are in the page's language.

export function Block(props: { id: string; title: string; children: ReactNode }) {
  // The heading is UI in the visitor's language inside the English body (EnglishBody).
  const { language } = useCopy();
  return (
    <section aria-labelledby={props.id} className="mt-12 first:mt-0">
      <h2 id={props.id} lang={language} className="text-2xl font-bold tracking-tight text-slate-900">
        {props.title}
      </h2>
      <div className="mt-4">{props.children}</div>
    </section>
  );
}

/** The facts about the engagement, beside the story on wide screens and above it on phones: who, where, what, and its context (team, period, budget). */
export function AtAGlance({ study }: { study: CaseStudySummary }) {
  const copy = useCaseStudiesCopy();
  const fw = useFigureWords();
  const meta = useStudyMeta(study);
  const d = copy.detail;
  const services = [study.service, ...study.secondaryServices];
  const rows: [string, ReactNode][] = [
    [study.isIllustrative ? d.clientType : d.client, meta.client],
    [d.industry, meta.industry],
    ...(meta.location ? [[d.location, meta.location] as [string, ReactNode]] : []),
    [
      services.length > 1 ? d.servicesLabel : d.service,
      services.map((service, i) => {
        const path = servicePagePathOf(service);
        return (
          <span key={service}>
            {i > 0 && ", "}
            {path ? (
              <Link to={path} className="font-semibold text-indigo-700 underline underline-offset-2">
                {copy.services[service]}
              </Link>
            ) : (
              copy.services[service]
            )}
          </span>
        );
      }),
    ],
    ...study.figures.context.map((fact): [string, ReactNode] => [fw.words.context[fact.key], formatContext(fact, fw)]),
    ...(study.year ? [[d.year, study.year] as [string, ReactNode]] : []),
  ];
  return (
    <section aria-labelledby="at-a-glance" className="card overflow-hidden">
      <h2 id="at-a-glance" className="px-5 pt-5 text-lg font-bold text-slate-900">
        {d.atAGlance}
      </h2>
      <p className="mt-1 px-5 pb-2 text-sm font-medium text-slate-600">{meta.project}</p>
      <dl className="divide-y divide-slate-200 px-5 pb-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-3 text-sm">
            <dt className="font-semibold text-slate-900">{label}</dt>
            {/* A German compound ("Kriechkellersanierung") may be wider than this column on a small phone. */}
            <dd className="break-words text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function IllustrativeNotice() {
  const copy = useCaseStudiesCopy();
  return (
    <aside role="note" className="mb-12 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <p className="font-semibold">{copy.detail.example}</p>
      <p className="mt-1 text-sm leading-relaxed">{copy.detail.exampleNote}</p>
    </aside>
  );
}

export function TagList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700">
          {item}
        </li>
      ))}
    </ul>
  );
}

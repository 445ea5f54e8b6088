import type { ReactNode } from "react";
import { Link } from "../../lib/region/region-link";
import { servicePagePathOf, type CaseStudy } from "../../../shared/content/case-studies";
import { CaseStudyCover } from "../../components/content/case-study-cover";
import { useCaseStudiesCopy } from "../../components/content/use-content-copy";
import { useCopy } from "../../lib/region/use-copy";

// The body of a case study, one block per question a reader has: who, what was
// wrong, what was done, what changed. Illustrative studies have no results block.

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

/** The facts about the engagement, beside the story on wide screens and above it on phones. */
export function AtAGlance({ study }: { study: CaseStudy }) {
  const copy = useCaseStudiesCopy();
  const d = copy.detail;
  const services = [study.service, ...(study.secondaryServices ?? [])];
  const rows: [string, ReactNode][] = [
    [study.isIllustrative ? d.clientType : d.client, study.client],
    [d.industry, study.industry],
    ...(study.location ? [[d.location, study.location] as [string, ReactNode]] : []),
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
    ...(study.year ? [[d.year, study.year] as [string, ReactNode]] : []),
  ];
  return (
    <section aria-labelledby="at-a-glance" className="card overflow-hidden">
      <CaseStudyCover study={study} className="h-auto w-full" />
      <h2 id="at-a-glance" className="px-5 pt-5 text-lg font-bold text-slate-900">
        {d.atAGlance}
      </h2>
      <dl className="divide-y divide-slate-200 px-5 pb-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[6.5rem_1fr] gap-3 py-3 text-sm">
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd lang="en" className="text-slate-700">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function HeadlineFigures({ study }: { study: CaseStudy }) {
  const copy = useCaseStudiesCopy();
  if (study.headlineMetrics.length === 0) return null;
  return (
    <section aria-label={copy.detail.headlineResults} className="mb-12">
      <dl lang="en" className="grid gap-5 sm:grid-cols-2">
        {study.headlineMetrics.map((m) => (
          <div key={m.label} className="card flex flex-col-reverse justify-end border-l-4 border-l-indigo-600 p-6">
            <dt className="mt-1 text-sm text-slate-600">{m.label}</dt>
            <dd className="text-3xl font-bold leading-tight text-indigo-700">{m.value}</dd>
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

export function ResultsGrid({ study }: { study: CaseStudy }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {study.results.map((m) => (
        <div key={m.label} className="card flex flex-col-reverse justify-end p-5">
          <dt className="mt-1 text-sm text-slate-600">{m.label}</dt>
          <dd className="text-xl font-bold leading-snug text-slate-900">{m.value}</dd>
        </div>
      ))}
    </dl>
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

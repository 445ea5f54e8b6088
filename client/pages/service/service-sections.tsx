import type { ServiceDetail, ServicePoint } from "../../../shared/content/service-details";
import { useServicePageCopy } from "../../components/content/use-service-copy";
import { Section } from "../../components/content/content-section";

// Plain content sections of a service page: who it is for, what is included,
// white-label delivery and process (its FAQs: client/components/content/faq-section.tsx). Headings and content are in the visitor's
// language: the headings from the service page copy, the content from the service's words
// (shared/i18n/pages/service-details; docs/decisions/0017-copy-per-language-and-currency.md).

function PointGrid({ points, columns = 3 }: { points: readonly ServicePoint[]; columns?: 2 | 3 | 4 }) {
  const cols = columns === 4 ? "lg:grid-cols-4" : columns === 2 ? "lg:grid-cols-2" : "lg:grid-cols-3";
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${cols}`}>
      {points.map((p) => (
        <li key={p.title} className="card p-6">
          <h3 className="font-semibold text-slate-900">{p.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{p.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function WhoForSection({ detail }: { detail: ServiceDetail }) {
  const copy = useServicePageCopy().sections;
  return (
    <Section id="who-it-is-for" title={copy.whoFor}>
      <p className="mb-8 max-w-3xl text-lg text-slate-600">{detail.whoFor.intro}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {detail.whoFor.points.map((point) => (
          <li key={point} className="flex gap-3 text-slate-700">
            <span
              aria-hidden="true"
              className="mt-1 inline-flex h-5 w-5 flex-none items-center justify-center rounded-full bg-indigo-600 text-xs font-bold text-white"
            >
              ✓
            </span>
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function IncludedSection({ detail, planned }: { detail: ServiceDetail; planned: boolean }) {
  const copy = useServicePageCopy().sections;
  return (
    <Section id="included" title={planned ? copy.plannedIncluded : copy.included} tone="white">
      <PointGrid points={detail.included} columns={detail.included.length % 4 === 0 ? 4 : 3} />
    </Section>
  );
}

export function WhiteLabelSection({ detail }: { detail: ServiceDetail }) {
  const copy = useServicePageCopy().sections;
  return (
    <Section id="white-label" title={copy.whiteLabel} intro={<p>{copy.whiteLabelIntro}</p>}>
      <PointGrid points={detail.whiteLabel} columns={4} />
    </Section>
  );
}

export function ProcessSection({ detail }: { detail: ServiceDetail }) {
  const copy = useServicePageCopy().sections;
  return (
    <Section id="process" title={copy.process} tone="white">
      <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-5">
        {detail.process.map((step, index) => (
          <li key={step.title} className="relative rounded-xl border border-slate-200 bg-slate-50 p-6">
            <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">
              <span className="sr-only">{copy.step(index + 1)}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

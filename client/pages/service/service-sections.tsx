import type { ReactNode } from "react";
import type { ServiceDetail, ServicePoint } from "../../../shared/content/service-details";
import { usePricesInText } from "../../lib/region/use-price-text";
import { useServicePageCopy } from "../../components/content/use-service-copy";

// Plain content sections of a service page: who it is for, what is included,
// white-label delivery, process and FAQs. Headings and content are in the visitor's
// language: the headings from the service page copy, the content from the service's words
// (shared/i18n/pages/service-details; docs/decisions/0017-copy-per-language-and-currency.md).

export function Section(props: { id: string; title: string; intro?: ReactNode; tone?: "white" | "plain"; children: ReactNode }) {
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      className={props.tone === "white" ? "border-y border-slate-200 bg-white" : undefined}
    >
      <div className="container-page py-14 sm:py-16">
        <h2 id={`${props.id}-title`} className="text-3xl font-bold tracking-tight text-slate-900">
          {props.title}
        </h2>
        {props.intro && <div className="mt-3 max-w-3xl text-lg text-slate-600">{props.intro}</div>}
        <div className="mt-8">{props.children}</div>
      </div>
    </section>
  );
}

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

/** Native disclosure widgets: every answer is in the HTML and works without JavaScript. */
export function FaqSection({ detail }: { detail: ServiceDetail }) {
  // The answers may quote our list prices: they show in the visitor's currency.
  const pricesInText = usePricesInText();
  const copy = useServicePageCopy().sections;
  return (
    <Section id="faq" title={copy.faq}>
      <div className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {detail.faqs.map((faq) => (
          <details key={faq.question} className="group p-5">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              <h3>{faq.question}</h3>
              <span aria-hidden="true" className="mt-0.5 text-xl leading-none text-indigo-600 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-slate-600">{pricesInText(faq.answer)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

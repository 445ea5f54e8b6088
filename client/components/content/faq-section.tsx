import { Section } from "./content-section";

/**
 * Questions and answers as native disclosure widgets: every answer is in the HTML and works
 * without JavaScript (a service page's FAQs, a landing page's FAQ block). The page's head carries
 * the same questions as FAQPage data (shared/structured-data-content.ts faqPageLd).
 */
export function FaqSection({ id, title, faqs }: { id: string; title: string; faqs: readonly { question: string; answer: string }[] }) {
  return (
    <Section id={id} title={title}>
      <div className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.question} className="group p-5">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              <h3>{faq.question}</h3>
              <span aria-hidden="true" className="mt-0.5 text-xl leading-none text-indigo-600 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-slate-600">{faq.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

import { Link, useLoaderData } from "react-router";
import { getCaseStudy, type CaseStudy } from "../../../shared/content/case-studies";
import { ExternalLink } from "../../components/ui/external-link";
import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

/** The loader has already answered 404 or 301 for anything that is not a canonical slug. */
const studyOf = (data: unknown): CaseStudy => getCaseStudy((data as { slug: string }).slug)!;

export const handle: PageHandle = {
  meta: ({ data }) => {
    const study = studyOf(data);
    return { title: study.metaTitle, description: study.metaDescription };
  },
};

export function Component() {
  const study = studyOf(useLoaderData());
  const { brand } = useRootData();
  return (
    <>
      <PageHero eyebrow={`Case study · ${study.industry}`} title={study.title} intro={<p>{study.intro}</p>}>
        <ExternalLink href={brand.bookingUrl} className="btn btn-accent">
          Book a free strategy call
        </ExternalLink>
        <Link to="/case-studies" className="btn btn-light">
          All case studies
        </Link>
      </PageHero>
      {study.headlineMetrics.length > 0 && (
        <section className="container-page py-12" aria-label="Headline results">
          <ul className="grid gap-6 sm:grid-cols-2">
            {study.headlineMetrics.map((m) => (
              <li key={m.label} className="card p-6">
                <p className="text-3xl font-bold text-indigo-700">{m.value}</p>
                <p className="mt-1 text-sm text-slate-600">{m.label}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

import { caseStudies } from "../../../shared/content/case-studies";
import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "react-router";

export const handle: PageHandle = {
  meta: () => ({
    title: "Case Studies: White-Label SEO, Ads and Web Results",
    description: "Case studies of white-label SEO, Google Ads, web development and dedicated-team work for agencies and their clients in the US and UK, with the results measured.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        title="Results we delivered for agencies and their clients"
        intro={<p>{"Real engagements from the US and UK: local SEO that filled pipelines, Google Ads accounts that cut cost per lead, websites shipped in days and dedicated teams that multiplied agency output, all delivered white-label."}</p>}
      ></PageHero>
      <section className="container-page py-14" aria-labelledby="all-studies">
        <h2 id="all-studies" className="text-2xl font-bold text-slate-900">
          All case studies
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.slug} className="card flex flex-col p-6">
              <p className="text-xs font-semibold uppercase tracking-wider text-indigo-600">{study.industry}</p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{study.client}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{study.intro}</p>
              <Link to={`/case-studies/${study.slug}`} className="btn btn-outline mt-4">
                Read the case study
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

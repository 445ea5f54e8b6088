import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "react-router";

export const handle: PageHandle = {
  meta: () => ({
    title: "Find Your Perfect Service",
    description: "Answer a few questions about your agency, goals, budget and timeline and get a recommendation for white-label SEO, Google Ads, web, AI or dedicated teams.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Find Service"
        title="Find the right service for your agency"
        intro={<p>{"Answer a few quick questions about your agency, your goals, your budget and your timeline, and we will recommend the services and package that fit, with a link to a prefilled price estimate."}</p>}
      ></PageHero>
      <section className="container-page py-14">
        <div className="card flex flex-col items-start gap-4 p-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl text-slate-700">
            Questions about white-label delivery, pricing or timelines? Our team replies to every message within 24 hours.
          </p>
          <Link to="/contact" className="btn btn-primary">
            Contact our team
          </Link>
        </div>
      </section>
    </>
  );
}

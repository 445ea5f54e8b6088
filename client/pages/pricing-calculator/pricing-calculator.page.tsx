import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "react-router";

export const handle: PageHandle = {
  meta: () => ({
    title: "White-Label Pricing Calculator",
    description: "Estimate the cost of white-label SEO, Google Ads, web development, AI projects and dedicated specialists for your agency, in USD, GBP or EUR.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Pricing calculator"
        intro={<p>{"Estimate the monthly and one-off cost of white-label SEO, Google Ads, web development, AI development and dedicated specialists. Prices start at $500 a month for SEO, $400 a month for Google Ads, $600 for a website, $2,000 for an AI project and $400 a month for a dedicated specialist."}</p>}
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

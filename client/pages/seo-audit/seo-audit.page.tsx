import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "react-router";

export const handle: PageHandle = {
  meta: () => ({
    title: "Free SEO Audit Tool",
    description: "Run a free SEO audit of any web page: titles, meta descriptions, headings, structured data, indexing rules and more, explained in plain language with fixes.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Free tool"
        title="Free SEO audit: see your site the way Google does"
        intro={<p>{"Enter a website address and our audit fetches the page, checks the signals search engines rely on (titles, descriptions, headings, structured data, indexing rules, speed basics) and explains in plain language what to fix first."}</p>}
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

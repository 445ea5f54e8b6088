import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "react-router";

export const handle: PageHandle = {
  meta: () => ({
    title: "About Us: Your White-Label Delivery Partner",
    description: "Since 2020 our team of 20+ specialists in 6 departments has delivered white-label SEO, ads, web and AI work for 25+ agencies in the US, UK and Germany.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="The team behind your agency's growth"
        intro={<p>{"Since 2020 we have worked as the quiet delivery partner of more than 25 agencies in the US, the UK and Germany. A team of 20+ specialists across 6 departments handles SEO, Google Ads, web development, AI and dedicated staffing, always 100% white-label."}</p>}
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

import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "react-router";

export const handle: PageHandle = {
  meta: () => ({
    title: "Agency Growth Newsletter",
    description: "Join 1000+ agency owners getting client-winning strategies, pricing and proposal tips, AI and automation advice and real agency stories by email.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Newsletter"
        title="The agency growth newsletter"
        intro={<p>{"Join 1000+ agency owners who get practical ideas in their inbox: client-winning strategies, pricing and proposal tips, AI and automation advice, and honest stories from agencies that scaled without hiring."}</p>}
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

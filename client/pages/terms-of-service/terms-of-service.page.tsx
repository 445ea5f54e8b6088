import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "react-router";

export const handle: PageHandle = {
  meta: () => ({
    title: "Terms of Service",
    description: "The terms that govern use of our website, free tools and published content; agency projects are covered by a separate written services agreement.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Terms of Service"
        intro={<p>{"These terms govern your use of this website, our free tools and the information we publish. Work we deliver for your agency is covered by a separate written agreement signed before any project starts."}</p>}
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

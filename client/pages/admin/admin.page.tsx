import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "react-router";

export const handle: PageHandle = {
  meta: () => ({
    title: "Staff Sign-in",
    description: "Sign-in for the agency's staff.", noindex: true,
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Staff area"
        title="Staff sign-in"
        intro={<p>{"This area is for our own team: it is where we read enquiries and publish articles. If you are a partner agency or a client, please use the contact page and we will get back to you within 24 hours."}</p>}
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

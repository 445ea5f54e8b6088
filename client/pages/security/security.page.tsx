import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "react-router";

export const handle: PageHandle = {
  meta: () => ({
    title: "Security and Compliance",
    description: "How we protect client websites, ad accounts and data: access control, encryption, 24/7 monitoring, certifications and how to report a security issue.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Security & compliance"
        title="Security and compliance"
        intro={<p>{"Agencies trust us with their clients' websites, ad accounts and data. This page sets out how we protect them: access control, encryption, monitoring around the clock, our certifications and how to report a security concern to us."}</p>}
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

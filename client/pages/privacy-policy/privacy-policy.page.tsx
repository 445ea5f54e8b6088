import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "react-router";

export const handle: PageHandle = {
  meta: () => ({
    title: "Privacy Policy",
    description: "How we collect, use, store and protect personal data submitted through our website and forms, and how to exercise your privacy rights in the UK, EU and US.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        intro={<p>{"This policy explains which personal data we collect through this website and its forms, why we collect it, how long we keep it, who helps us process it and how you can exercise your rights under the UK GDPR, the EU GDPR and US state privacy laws."}</p>}
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

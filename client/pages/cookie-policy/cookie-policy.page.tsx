import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "react-router";

export const handle: PageHandle = {
  meta: () => ({
    title: "Cookie Policy",
    description: "The cookies and browser storage our website uses, grouped as essential, analytics, marketing and functional, and how to change your consent at any time.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Cookie Policy"
        intro={<p>{"This page lists the cookies and browser storage this website uses, grouped as essential, analytics, marketing and functional, and explains how to change your choice at any time."}</p>}
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

import { services } from "../../../shared/content/services";
import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { Link } from "react-router";

export const handle: PageHandle = {
  meta: () => ({
    title: "White-Label Agency Services",
    description: "White-label SEO, Google Ads, web development, AI development and dedicated specialists for agencies in the US, UK and Germany, delivered under your brand.",
  }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="White-label services for growing agencies"
        intro={<p>{"SEO, Google Ads, websites, AI development and dedicated specialists, delivered by one team under your agency's brand. Pick a single service or combine them; every project comes with clear pricing, a named contact and reports your clients never trace back to us."}</p>}
      ></PageHero>
      <section className="container-page py-14" aria-labelledby="all-services">
        <h2 id="all-services" className="text-2xl font-bold text-slate-900">
          Our services
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => (
            <li key={s.slug} className="card flex flex-col p-6">
              <h3 className="text-lg font-semibold text-slate-900">{s.name}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{s.intro}</p>
              <p className="mt-4 font-semibold text-indigo-700">{s.priceFrom ?? "Coming soon"}</p>
              <Link to={`/services/${s.slug}`} className="btn btn-outline mt-4">
                Explore {s.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

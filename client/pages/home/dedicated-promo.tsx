import { Link } from "../../lib/region/region-link";
import { dedicatedPromo } from "../../../shared/content/home";

/** The dedicated-resources promotion and its free-setup offer. */
export function DedicatedPromo({ lang }: { lang: string | undefined }) {
  const stats = [
    { value: `From ${dedicatedPromo.priceFrom}`, label: "per dedicated specialist" },
    { value: dedicatedPromo.teamDiscount, label: "team discount when you hire several" },
    { value: dedicatedPromo.averageSavings, label: "average savings against an in-house hire" },
  ];
  return (
    <section className="container-page py-16 sm:py-20" aria-labelledby="home-dedicated" lang={lang}>
      <div className="hero-band overflow-hidden rounded-2xl px-6 py-10 sm:px-10 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">Dedicated resources</p>
        <h2 id="home-dedicated" className="mt-2 max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Your own remote specialists, working inside your agency's workflow
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {stats.map((s) => (
            <li key={s.label} className="rounded-xl border border-white/15 bg-white/5 p-5">
              <p className="text-2xl font-bold text-white">{s.value}</p>
              <p className="mt-1 text-sm text-slate-300">{s.label}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-slate-200">
          Designers, developers, SEO and Google Ads specialists who join your tools and stand-ups. Quote code{" "}
          <strong className="rounded bg-amber-300 px-1.5 py-0.5 font-mono text-sm text-slate-950">{dedicatedPromo.couponCode}</strong> and
          we waive the setup cost.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={dedicatedPromo.contactHref} className="btn btn-accent">
            Claim Free Setup
          </Link>
          <Link to="/services/dedicated-resources" className="btn btn-light">
            Explore Dedicated Resources
          </Link>
        </div>
      </div>
    </section>
  );
}

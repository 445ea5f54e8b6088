import { STRATEGY_CALL_MINUTES } from "../../../shared/constants";
import type { ResolvedRegion } from "../../../shared/content/regions";
import { ExternalLink } from "../../components/ui/external-link";

const steps = [
  { title: "Tell us where your agency stands", text: "Your clients, your current services and the work that keeps piling up." },
  { title: "See where white-label fits", text: "Which services we can take on under your brand, and how hand-offs and reporting work." },
  { title: "Leave with a clear next step", text: "A suggested setup with pricing you can check against your margins, with no obligation." },
];

/** The free 30-minute strategy call, booked on the external page (new tab). */
export function StrategyCall({ region, lang }: { region: ResolvedRegion; lang: string | undefined }) {
  return (
    <section className="bg-white py-16 sm:py-20" aria-labelledby="home-strategy-call">
      <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-center">
        <div lang={lang}>
          <p className="text-sm font-semibold uppercase tracking-wider text-indigo-700">Free strategy call</p>
          <h2 id="home-strategy-call" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {STRATEGY_CALL_MINUTES} minutes to see what your agency could offer next
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            A free call with one of our specialists: pick a time that suits you on our booking page.
          </p>
        </div>
        <div>
          <ol className="grid gap-4 sm:grid-cols-3" lang={lang}>
            {steps.map((step, i) => (
              <li key={step.title} className="card p-5">
                <span
                  className="inline-flex size-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
          <ExternalLink href={region.bookingUrl} className="btn btn-primary mt-6">
            {region.ctaButton}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}

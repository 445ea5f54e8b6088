import { STRATEGY_CALL_MINUTES } from "../../../shared/constants";
import type { ResolvedRegion } from "../../../shared/content/regions";
import { useCopy } from "../../lib/region/use-copy";
import { BookingLink } from "../../lib/booking/booking-link";

/** The free 30-minute strategy call, booked on the external page (new tab). */
export function StrategyCall({ region }: { region: ResolvedRegion }) {
  const copy = useCopy();
  const text = copy.home.call;
  return (
    <section className="bg-white py-16 sm:py-20" aria-labelledby="home-strategy-call">
      <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-indigo-700">{text.eyebrow}</p>
          <h2 id="home-strategy-call" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {text.title(STRATEGY_CALL_MINUTES)}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{text.text}</p>
        </div>
        <div>
          <ol className="grid gap-4 sm:grid-cols-3">
            {text.steps.map((step, i) => (
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
          <BookingLink className="btn btn-primary mt-6">{region.ctaButton}</BookingLink>
        </div>
      </div>
    </section>
  );
}

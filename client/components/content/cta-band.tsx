import type { ReactNode } from "react";
import { Link } from "../../lib/region/region-link";
import { useContentBlocksCopy } from "./use-content-copy";
import { BookingLink } from "../../lib/booking/booking-link";

/**
 * The closing call to action of service and case-study pages: the strategy call
 * (external booking page, new tab) and the contact form with the service chosen;
 * or, on a landing page, the one action its block names (`actions`).
 */
export function CtaBand(
  props: { title: string; text: ReactNode; headingId?: string } & ({ contactHref: string; contactLabel: string } | { actions: ReactNode }),
) {
  const copy = useContentBlocksCopy();
  const headingId = props.headingId ?? "cta-band-title";
  return (
    <section className="hero-band" aria-labelledby={headingId}>
      <div className="container-page flex flex-col gap-8 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-bold text-white">
            {props.title}
          </h2>
          {props.text && <div className="mt-3 text-lg text-slate-200">{props.text}</div>}
        </div>
        <div className="flex flex-wrap gap-3">
          {"contactHref" in props ? (
            <>
              <BookingLink className="btn btn-accent">{copy.bookStrategyCall}</BookingLink>
              <Link to={props.contactHref} className="btn btn-light">
                {props.contactLabel}
              </Link>
            </>
          ) : (
            props.actions
          )}
        </div>
      </div>
    </section>
  );
}

import { Link } from "../../lib/region/region-link";
import type { ContactOffer } from "../../../shared/content/offers";
import type { ContactCopy } from "../../../shared/i18n/pages/contact.en";

/** Shows the offer a link brought the visitor with (it is also sent with the form). */
export function OfferNotice({ offer, copy }: { offer: ContactOffer; copy: ContactCopy["offer"] }) {
  // Only listed offers reach this notice (shared/content/offers.ts contactPrefill), and each has its copy.
  const text = copy.offers[offer.promo];
  return (
    <div className="container-page mt-8">
      <section
        aria-labelledby="applied-offer"
        className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-amber-800">{copy.applied}</p>
          <h2 id="applied-offer" className="mt-1 text-lg font-bold text-slate-900">
            {text.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {text.description} {copy.code} <strong className="font-mono text-slate-900">{offer.couponCode}</strong>
          </p>
        </div>
        <Link to="/contact" className="shrink-0 text-sm font-medium text-slate-700 underline">
          {copy.remove}
        </Link>
      </section>
    </div>
  );
}

import type { ReactNode } from "react";
import { Link } from "../../lib/region/region-link";
import { formatAdSpend, formatPackagePrice, packagePrice, type ServiceDetail } from "../../../shared/content/service-details";
import type { ServiceSummary } from "../../../shared/content/services";
import { usePageRegion } from "../../lib/region/region-context";
import { useCopy } from "../../lib/region/use-copy";
import { usePrices, usePricesInText } from "../../lib/region/use-price-text";
import { currencyForRegion, priceIn } from "../../../shared/pricing/currency";
import { ConvertedPriceNote } from "./converted-price-note";
import { Section } from "./content-section";
import { useServicePageCopy } from "./use-service-copy";

/**
 * Package cards with prices (docs/product-rules.md#services-and-prices: the "from" prices win), in the
 * region's currency: a service page's, or a landing page's services block with its own title and introduction.
 */
export function PackagesSection({
  service,
  detail,
  id = "packages",
  title,
  intro,
  ask,
}: {
  service: ServiceSummary;
  detail: ServiceDetail;
  id?: string;
  title?: string;
  intro?: string | null;
  /** A package's button where the contact page's would lead the visitor away (a landing page's own form). */
  ask?: (label: string, className: string) => ReactNode;
}) {
  const region = usePageRegion();
  const pricesInText = usePricesInText();
  const prices = usePrices();
  const copy = useCopy();
  const text = useServicePageCopy().packages;
  const converted = detail.packages.some((p) => priceIn(packagePrice(p, prices), currencyForRegion(region)).converted);
  return (
    <Section id={id} title={title ?? text.title} intro={<p>{intro === undefined ? text.intro : intro}</p>}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {detail.packages.map((p) => (
          <li key={p.name} className={`card relative flex flex-col p-6 ${p.isPopular ? "border-2 border-indigo-600 shadow-lg" : ""}`}>
            {p.isPopular && (
              <p className="absolute -top-3 left-6 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white">
                {text.mostPopular}
              </p>
            )}
            <h3 className="text-xl font-bold text-slate-900">{p.name}</h3>
            {p.bestFor && (
              <p className="mt-1 text-sm text-slate-600">
                {text.bestFor} {p.bestFor}
              </p>
            )}
            <p className="mt-4 text-3xl font-bold text-indigo-700" data-testid="package-price">
              {formatPackagePrice({ ...p, price: packagePrice(p, prices) }, region, copy.common)}
            </p>
            {p.adSpendUsd && (
              <p className="mt-1 text-sm text-slate-600">
                {text.adSpend} {formatAdSpend(p.adSpendUsd, region)}
              </p>
            )}
            <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
              {p.includes.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="text-emerald-700">
                    ✓
                  </span>
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            {ask ? (
              ask(text.askAbout(p.name), `btn mt-6 ${p.isPopular ? "btn-primary" : "btn-outline"}`)
            ) : (
              <Link to={`/contact?service=${service.slug}`} className={`btn mt-6 ${p.isPopular ? "btn-primary" : "btn-outline"}`}>
                {text.askAbout(p.name)}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <ConvertedPriceNote shown={converted} className="mt-6" />
      {detail.packagesNote && <p className="mt-3 max-w-3xl text-sm text-slate-600">{pricesInText(detail.packagesNote)}</p>}
      <p className="mt-3 text-sm text-slate-600">
        {text.tailored}{" "}
        <Link to="/pricing-calculator" className="font-semibold text-indigo-700 underline underline-offset-2">
          {text.tryCalculator}
        </Link>
        .
      </p>
    </Section>
  );
}

import { Link } from "../../lib/region/region-link";
import type { ServiceDetail } from "../../../shared/content/service-details";
import { TEAM_DISCOUNTS } from "../../../shared/pricing/price-list";
import { formatPercent } from "../../../shared/format/numbers";
import type { ServiceSummary } from "../../../shared/content/services";
import { PROMO_SETUP_FREE } from "../../../shared/constants";
import { usePageRegion } from "../../lib/region/region-context";
import { useFromPricesConverted, usePricesInText } from "../../lib/region/use-price-text";
import { ConvertedPriceNote } from "../../components/content/converted-price-note";
import { Section } from "../../components/content/content-section";
import { useServicePageCopy } from "../../components/content/use-service-copy";

/** The roles, from $400/month, team discounts up to 20%, 60% average saving. */
export function DedicatedPricingSection({ service, detail }: { service: ServiceSummary; detail: ServiceDetail }) {
  const region = usePageRegion();
  const pricesInText = usePricesInText();
  const text = useServicePageCopy().dedicated;
  const converted = useFromPricesConverted(["dedicated-resources"]);
  // Smallest team first, as a reader scans the table.
  const discounts = [...TEAM_DISCOUNTS].sort((a, b) => a.minPeople - b.minPeople);
  const promoHref = `/contact?coupon=${encodeURIComponent(PROMO_SETUP_FREE)}&service=${service.slug}&promo=setup-free`;
  return (
    <>
      <Section id="roles" title={text.rolesTitle} tone="white">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {(detail.roles ?? []).map((role) => (
            <li key={role.title} className="card p-6">
              <h3 className="font-semibold text-slate-900">{role.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{role.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="pricing" title={text.pricingTitle} intro={<p>{text.pricingIntro}</p>}>
        <ul className="grid gap-5 sm:grid-cols-3">
          {text.claims.map((c) => (
            <li key={c.label} className="card p-6">
              <p className="text-3xl font-bold text-indigo-700">{pricesInText(c.value)}</p>
              <p className="mt-1 text-sm text-slate-600">{c.label}</p>
            </li>
          ))}
        </ul>
        <ConvertedPriceNote shown={converted} className="mt-4" />
        <div className="mt-8 overflow-x-auto">
          <table className="w-full max-w-xl border-collapse overflow-hidden rounded-xl bg-white text-left text-sm shadow-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">{text.discountsCaption}</caption>
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {text.teamSize}
                </th>
                <th scope="col" className="px-4 py-3">
                  {text.teamDiscount}
                </th>
              </tr>
            </thead>
            <tbody>
              {discounts.map((d) => (
                <tr key={d.minPeople} className="border-t border-slate-200">
                  <td className="px-4 py-3">{text.teamSizeLabel(d.minPeople)}</td>
                  <td className="px-4 py-3 font-semibold text-indigo-700">{formatPercent(d.percent, region)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/pricing-calculator" className="btn btn-primary">
            {text.estimate}
          </Link>
          <Link to={promoHref} className="btn btn-outline">
            {text.claimSetup(PROMO_SETUP_FREE)}
          </Link>
        </div>
      </Section>
    </>
  );
}

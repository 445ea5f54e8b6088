import { Link } from "../../lib/region/region-link";
import { homeServiceCards } from "../../../shared/content/home";
import { useCopy } from "../../lib/region/use-copy";
import { useFromPriceText, useFromPricesConverted } from "../../lib/region/use-price-text";
import { ConvertedPriceNote } from "../../components/content/converted-price-note";
import { CheckIcon, ServiceIcon } from "./service-icon";

/** Service cards with the "from" prices (docs/product-rules.md#services-and-prices), one button per service page. */
export function HomeServices({ title }: { title: string }) {
  const copy = useCopy();
  const fromPriceText = useFromPriceText();
  const converted = useFromPricesConverted(homeServiceCards.map((card) => card.service));
  return (
    <section className="container-page py-16 sm:py-20" aria-labelledby="home-services">
      <h2 id="home-services" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{copy.home.servicesIntro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeServiceCards.map((card) => {
          const text = copy.home.cards[card.id];
          return (
            <li key={card.id} className="card flex flex-col p-6">
              <ServiceIcon service={card.service} />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{text.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text.description}</p>
              <p className="mt-4 text-xl font-bold text-indigo-700">{fromPriceText(card.service)}</p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {text.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <CheckIcon className="mt-0.5 text-emerald-700" />
                    {f}
                  </li>
                ))}
              </ul>
              <Link to={card.link} className="btn btn-outline mt-6">
                {copy.home.explore(text.title)}
              </Link>
            </li>
          );
        })}
      </ul>
      <ConvertedPriceNote shown={converted} className="mt-4" />
      <div className="mt-6 flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          <span className="mr-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{copy.common.comingSoon}</span>
          {copy.home.n8nTeaser}
        </p>
        <Link to="/services/n8n-automations" className="btn btn-ghost shrink-0 text-indigo-700">
          {copy.home.exploreN8n}
        </Link>
      </div>
    </section>
  );
}

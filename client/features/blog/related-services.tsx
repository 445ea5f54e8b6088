import { Link } from "../../lib/region/region-link";
import { getService, type ServiceSlug } from "../../../shared/content/services";
import { serviceSummariesDe } from "../../../shared/i18n/pages/service-summaries.de";
import { serviceSummariesEn } from "../../../shared/i18n/pages/service-summaries.en";
import { useCopy } from "../../lib/region/use-copy";
import { useFromPriceText, useFromPricesConverted, usePricesInText } from "../../lib/region/use-price-text";
import { ConvertedPriceNote } from "../../components/content/converted-price-note";
import { isPricedService } from "../../../shared/pricing/selection";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { useBlogCopy } from "./use-blog-copy";

/** The services an article is about, as next steps for the reader. */
export function RelatedServices({ slugs }: { slugs: readonly ServiceSlug[] }) {
  const related = slugs.map(getService).filter((s) => s !== null);
  const fromPriceText = useFromPriceText();
  const pricesInText = usePricesInText();
  const converted = useFromPricesConverted(slugs.filter(isPricedService));
  const copy = useBlogCopy().related;
  const { home } = useCopy();
  const names = usePageCopy({ en: serviceSummariesEn, de: serviceSummariesDe });
  if (related.length === 0) return null;
  return (
    <section className="mt-14" aria-labelledby="related-services">
      <h2 id="related-services" className="text-2xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-2 text-slate-600">{copy.text}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {related.map((service) => (
          <li key={service.slug} className="card flex flex-col p-6">
            <h3 className="text-lg font-semibold text-slate-900">{names[service.slug].name}</h3>
            {service.slug !== "n8n-automations" && (
              <p className="mt-1 text-sm font-semibold text-indigo-700">{fromPriceText(service.slug)}</p>
            )}
            <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600">{pricesInText(names[service.slug].intro)}</p>
            <Link to={`/services/${service.slug}`} className="btn btn-outline mt-5">
              {home.explore(names[service.slug].name)}
            </Link>
          </li>
        ))}
      </ul>
      <ConvertedPriceNote shown={converted} className="mt-4" />
    </section>
  );
}

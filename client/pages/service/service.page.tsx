import { Link, useLocation } from "react-router";
import { getService, type ServiceSummary } from "../../../shared/content/services";
import { serviceLd, webPageLd } from "../../../shared/structured-data";
import { ExternalLink } from "../../components/ui/external-link";
import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

const serviceOf = (pathname: string): ServiceSummary => {
  const service = getService(pathname.split("/")[2] ?? "");
  // The route table only registers paths of known services.
  if (!service) throw new Error(`No service content for ${pathname}`);
  return service;
};

export const handle: PageHandle = {
  meta: ({ pathname, brand, siteUrl }) => {
    const s = serviceOf(pathname);
    const page = webPageLd({ siteUrl, pathname, title: s.metaTitle, description: s.metaDescription });
    return {
      title: s.metaTitle,
      description: s.metaDescription,
      structuredData:
        s.priceFromUsd === null
          ? [page]
          : [
              serviceLd({
                brand,
                siteUrl,
                pathname,
                name: s.name,
                description: s.metaDescription,
                serviceType: s.name,
                offers: [
                  {
                    name: `${s.name}: starting price`,
                    price: s.priceFromUsd,
                    priceCurrency: "USD",
                    ...(s.priceUnit === "month" ? { unitText: "MONTH" } : {}),
                  },
                ],
              }),
              page,
            ],
    };
  },
};

export function Component() {
  const { pathname } = useLocation();
  const { brand } = useRootData();
  const s = serviceOf(pathname);
  return (
    <PageHero eyebrow={s.isComingSoon ? "Coming soon" : s.priceFrom ?? undefined} title={s.headline} intro={<p>{s.intro}</p>}>
      <ExternalLink href={brand.bookingUrl} className="btn btn-accent">
        Book a free strategy call
      </ExternalLink>
      <Link to={`/contact?service=${s.slug}`} className="btn btn-light">
        Ask about {s.name}
      </Link>
    </PageHero>
  );
}

import { resolveRegion } from "../../../shared/content/regions";
import { localBusinessLd, organizationLd } from "../../../shared/structured-data";
import { useRegionConfig } from "../../lib/region/region-context";
import { LazyLeadPopups } from "../../features/popups/lazy-lead-popups";
import { TeamBanner } from "../../components/content/team-banner";
import type { PageHandle } from "../../head/page-meta";
import { ContactSection } from "./contact-section";
import { DedicatedPromo } from "./dedicated-promo";
import { HomeHero } from "./home-hero";
import { HomeServices } from "./home-services";
import { NewsletterTeaser } from "./newsletter-teaser";
import { PartnerGrid } from "./partner-grid";
import { StrategyCall } from "./strategy-call";

// The home page's SEO title and description are the region's (docs/product-rules.md#regions).
export const handle: PageHandle = {
  meta: ({ brand, siteUrl, region }) => {
    const config = resolveRegion(region, brand);
    return {
      title: config.seoTitle,
      description: config.seoDescription,
      structuredData: [organizationLd(brand, siteUrl, config), localBusinessLd(brand, siteUrl, config)],
    };
  },
};

/** Home (docs/product-rules.md#home-page). Texts from the region config follow the visitor's region; the rest is English. */
export function Component() {
  const region = useRegionConfig();
  // On a German page, mark the blocks that stay English so screen readers pronounce them right.
  const lang = region.code === "DE" ? "en" : undefined;
  return (
    <>
      <LazyLeadPopups />
      <HomeHero region={region} lang={lang} />
      <HomeServices title={region.servicesTitle} lang={lang} />
      <PartnerGrid lang={lang} />
      <DedicatedPromo lang={lang} />
      <StrategyCall region={region} lang={lang} />
      <TeamBanner
        lang={lang}
        headingId="home-team"
        title="Meet the team behind your brand"
        intro="20+ specialists in 6 departments, working as an extension of your agency since 2020."
      />
      <ContactSection region={region} lang={lang} />
      <NewsletterTeaser lang={lang} />
    </>
  );
}

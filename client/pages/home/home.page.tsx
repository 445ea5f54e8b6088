import { resolveRegion } from "../../../shared/content/regions";
import { localBusinessLd, organizationLd } from "../../../shared/structured-data";
import { useRegionConfig } from "../../lib/region/region-context";
import { useCopy } from "../../lib/region/use-copy";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useApi } from "../../api/api-context";
import { teamQuery, testimonialsQuery } from "../../api/content.queries";
import { TeamBanner } from "../../components/content/team-banner";
import { TestimonialsSection } from "../../components/content/testimonials-section";
import { useContentBlocksCopy } from "../../components/content/use-content-copy";
import type { PageHandle } from "../../head/page-meta";
import { ContactSection } from "./contact-section";
import { DedicatedPromo } from "./dedicated-promo";
import { HomeHero } from "./home-hero";
import { HomeServices } from "./home-services";
import { NewsletterTeaser } from "./newsletter-teaser";
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

/**
 * Home (docs/product-rules.md#home-page). Marketing texts come from the region config,
 * the rest from the UI copy of the region's language (shared/i18n). Its lead popups are
 * mounted by the app beside the page (client/app/popup-layer.tsx), not inside it.
 */
export function Component() {
  const region = useRegionConfig();
  const copy = useCopy();
  const api = useApi();
  const team = useSuspenseQuery(teamQuery(api)).data;
  const testimonials = useSuspenseQuery(testimonialsQuery(api)).data;
  const blocks = useContentBlocksCopy();
  return (
    <>
      <HomeHero region={region} />
      <HomeServices title={region.servicesTitle} />
      <DedicatedPromo />
      <StrategyCall region={region} />
      <TestimonialsSection testimonials={testimonials} headingId="home-testimonials" title={blocks.testimonials} />
      <TeamBanner members={team} headingId="home-team" title={copy.home.teamTitle} intro={copy.home.teamIntro} />
      <ContactSection region={region} />
      <NewsletterTeaser />
    </>
  );
}

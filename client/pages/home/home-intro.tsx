import { useSuspenseQuery } from "@tanstack/react-query";
import { useApi } from "../../api/api-context";
import { testimonialsQuery } from "../../api/content.queries";
import { TestimonialsSection } from "../../components/content/testimonials-section";
import { useContentBlocksCopy } from "../../components/content/use-content-copy";
import { useRegionConfig } from "../../lib/region/region-context";
import { DedicatedPromo } from "./dedicated-promo";
import { HomeHero } from "./home-hero";
import { HomeServices } from "./home-services";
import { StrategyCall } from "./strategy-call";

/**
 * The home page from its promise to its clients' words: links and text only, so a static part
 * (./home.page.tsx): the browser keeps the server's HTML of it and never loads this code to hydrate.
 */
export function HomeIntro() {
  const region = useRegionConfig();
  const testimonials = useSuspenseQuery(testimonialsQuery(useApi())).data;
  const blocks = useContentBlocksCopy();
  return (
    <>
      <HomeHero region={region} />
      <HomeServices title={region.servicesTitle} />
      <DedicatedPromo />
      <StrategyCall region={region} />
      <TestimonialsSection testimonials={testimonials} headingId="home-testimonials" title={blocks.testimonials} />
    </>
  );
}

import { useSuspenseQuery } from "@tanstack/react-query";
import { usePageQueryClient } from "../../api/page-query-client";
import { useApi } from "../../api/api-context";
import { siteFactsQuery, teamQuery, testimonialsQuery } from "../../api/content.queries";
import { claimValue } from "../../../shared/content/site-facts";
import { TeamBanner } from "../../components/content/team-banner";
import { TestimonialsSection } from "../../components/content/testimonials-section";
import { useContentBlocksCopy } from "../../components/content/use-content-copy";
import { useRegionConfig } from "../../lib/region/region-context";
import { useCopy } from "../../lib/region/use-copy";
import { DedicatedPromo } from "./dedicated-promo";
import { HomeHero } from "./home-hero";
import { HomeServices } from "./home-services";
import { StrategyCall } from "./strategy-call";

/**
 * The home page from its promise to its team: links, text and pictures only, so a static part
 * (./home.page.tsx): the browser keeps the server's HTML of it and never loads this code to hydrate.
 */
export function HomeIntro() {
  const region = useRegionConfig();
  const api = useApi();
  const queryClient = usePageQueryClient();
  const testimonials = useSuspenseQuery(testimonialsQuery(api), queryClient).data;
  const team = useSuspenseQuery(teamQuery(api), queryClient).data;
  const facts = useSuspenseQuery(siteFactsQuery(api), queryClient).data;
  const teamFigures = {
    specialists: claimValue(facts, "specialists"),
    departments: claimValue(facts, "departments"),
    since: claimValue(facts, "since"),
  };
  const blocks = useContentBlocksCopy();
  const copy = useCopy();
  return (
    <>
      <HomeHero region={region} claims={facts.claims} />
      <HomeServices title={region.servicesTitle} />
      <DedicatedPromo />
      <StrategyCall region={region} />
      <TestimonialsSection testimonials={testimonials} headingId="home-testimonials" title={blocks.testimonials} />
      <TeamBanner members={team} headingId="home-team" title={copy.home.teamTitle} intro={copy.home.teamIntro(teamFigures)} />
    </>
  );
}

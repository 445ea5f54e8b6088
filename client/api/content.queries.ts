import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../shared/site-api";
import type { RegionCode } from "../../shared/constants";

// The staff-edited proof (docs/decisions/0025-content-in-the-database.md). Keys start with the
// family "/api/content" so the defaults registered in query-client.ts apply.

const CONTENT_FAMILY = "/api/content";

/**
 * What the server rendered is kept while the visitor reads on: a page that hydrates never
 * fetches it again, and moving between pages reuses it for five minutes after its last use.
 * Staff edits reach the visitor with the next page load (the page cache keys on the content
 * version).
 */
export const CONTENT_QUERY_DEFAULTS = { staleTime: Number.POSITIVE_INFINITY, gcTime: 5 * 60_000 } as const;

export const caseStudiesQuery = (api: SiteApi) =>
  queryOptions({ queryKey: [CONTENT_FAMILY, "case-studies"], queryFn: () => api.caseStudies() });

/**
 * A few published studies as cards, in the order named (unpublished ones left out): what a page
 * that shows some studies carries in its data block, instead of the whole list.
 */
export const caseStudyCardsQuery = (api: SiteApi, slugs: readonly string[]) =>
  queryOptions({
    queryKey: [CONTENT_FAMILY, "cards", ...slugs],
    queryFn: async () => {
      const all = await api.caseStudies();
      return slugs.flatMap((slug) => all.filter((study) => study.slug === slug));
    },
  });

export const caseStudyQuery = (api: SiteApi, slug: string) =>
  queryOptions({ queryKey: [CONTENT_FAMILY, "case-study", slug], queryFn: () => api.caseStudy(slug) });

/**
 * A landing page in a region as the address's query chooses its variant and headline (the loader's
 * query: on the server the page address server/ssr/landing-address.ts made; in the browser the ad's own).
 */
export const landingPageQuery = (api: SiteApi, region: RegionCode, slug: string, search: string) =>
  queryOptions({ queryKey: [CONTENT_FAMILY, "landing-page", region, slug, search], queryFn: () => api.landingPage(region, slug, search) });

export const testimonialsQuery = (api: SiteApi) =>
  queryOptions({ queryKey: [CONTENT_FAMILY, "testimonials"], queryFn: () => api.testimonials() });

export const teamQuery = (api: SiteApi) => queryOptions({ queryKey: [CONTENT_FAMILY, "team"], queryFn: () => api.team() });

export const partnersQuery = (api: SiteApi) => queryOptions({ queryKey: [CONTENT_FAMILY, "partners"], queryFn: () => api.partners() });

/** The claims and the security panel as the site settings have them today (docs/decisions/0040-site-settings.md). */
export const siteFactsQuery = (api: SiteApi) => queryOptions({ queryKey: [CONTENT_FAMILY, "site-facts"], queryFn: () => api.siteFacts() });

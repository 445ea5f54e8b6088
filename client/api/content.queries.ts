import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../shared/site-api";

// The staff-edited proof (docs/decisions/0025-content-in-the-database.md). Keys start with the
// family "/api/content" so the defaults registered in query-client.ts apply.

/**
 * What the server rendered is kept while the visitor reads on: a page that hydrates does not
 * fetch it again, and moving between pages reuses it for five minutes.
 */
export const CONTENT_QUERY_DEFAULTS = { staleTime: 5 * 60_000, gcTime: 5 * 60_000 } as const;
export const caseStudiesQuery = (api: SiteApi) =>
  queryOptions({ queryKey: ["/api/content", "case-studies"], queryFn: () => api.caseStudies() });

export const caseStudyQuery = (api: SiteApi, slug: string) =>
  queryOptions({ queryKey: ["/api/content", "case-study", slug], queryFn: () => api.caseStudy(slug) });

export const testimonialsQuery = (api: SiteApi) =>
  queryOptions({ queryKey: ["/api/content", "testimonials"], queryFn: () => api.testimonials() });

export const teamQuery = (api: SiteApi) => queryOptions({ queryKey: ["/api/content", "team"], queryFn: () => api.team() });

export const partnersQuery = (api: SiteApi) => queryOptions({ queryKey: ["/api/content", "partners"], queryFn: () => api.partners() });

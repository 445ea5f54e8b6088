// The closed list of services a case study belongs to, and what follows from it. The studies
// themselves are staff-edited documents in the database (shared/schemas/content-documents.ts,
// docs/decisions/0025-content-in-the-database.md) that pages read through SiteApi.

export const caseStudyServices = ["seo", "google-ads", "web-development", "dedicated-resources", "branding"] as const;
export type CaseStudyService = (typeof caseStudyServices)[number];

/** The list filter's choices (/case-studies?service=...), in the order they are offered. */
export const caseStudyFilterServices: readonly CaseStudyService[] = [
  "seo",
  "google-ads",
  "web-development",
  "dedicated-resources",
  "branding",
];

export function isCaseStudyService(value: unknown): value is CaseStudyService {
  return typeof value === "string" && (caseStudyFilterServices as readonly string[]).includes(value);
}

/** The service page a case-study service belongs to; branding has none. */
export function servicePagePathOf(service: CaseStudyService): string | null {
  return service === "branding" ? null : `/services/${service}`;
}

/** Studies whose primary or secondary service is `service`, in list order. */
export function caseStudiesForService<T extends { service: CaseStudyService; secondaryServices: readonly CaseStudyService[] }>(
  studies: readonly T[],
  service: CaseStudyService,
): T[] {
  return studies.filter((study) => study.service === service || study.secondaryServices.includes(service));
}

// biome-ignore lint/style/noRestrictedImports: the case-study alias redirect keeps the region itself (regionPath below).
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { REGIONS, type RegionCode } from "../shared/constants";
import { services } from "../shared/content/services";
import { REGION_PREFIX, regionOfPath, regionPath } from "../shared/region-addresses";
import { loadNewsletterLink } from "./api/newsletter-link";
import { loadSeoAudit } from "./api/seo-audit.queries";
import type { RouteDeps } from "./api/route-deps";
import { RootErrorBoundary } from "./app/root-error-boundary";
import { RootLayout } from "./app/root-layout";
import { blogListLoader, blogListShouldRevalidate, blogPostLoader } from "./features/blog/blog-loaders";
import { builtInArticles } from "./pages/built-in-article-pages";
import { loadPage, type PageName } from "./pages/page-modules";

// The ONE route table (docs/decisions/0001-rendering-pipeline.md), built once by the server (SQLite-backed api;
// each request brings its own QueryClient in the loader context) and once by the
// browser (HTTP api, one QueryClient).
// Route ids name the page module they show: "<page>" or "<page>:<variant>", and
// "@UK"/"@DE" after it for the same page under a region's prefix
// (docs/decisions/0016-regions-as-addresses.md); the server uses the page name to emit
// modulepreload links for the matched chunks.

export const pageNameOfRoute = (routeId: string): string => routeId.split(/[:@]/, 1)[0]!;

type PageRoute = Pick<RouteObject, "id" | "lazy">;
const pageIn =
  (region: RegionCode) =>
  (name: PageName, variant?: string): PageRoute => ({
    id: `${variant ? `${name}:${variant}` : name}${region === "US" ? "" : `@${region}`}`,
    lazy: () => loadPage(name),
  });
const page = pageIn("US");

/**
 * The query parameters each page's render reads, by route id; the root's apply to
 * every page, and "name*" stands for every parameter whose name starts with "name".
 * Nothing else in an address (gclid, utm_*, fbclid, msclkid or any other) reaches the
 * server's render or its page-cache key (server/ssr/page-address.ts), so a page is
 * the same HTML, from the same cache entry, with or without them.
 */
export const routeSearchParams: Readonly<Partial<Record<"root" | PageName, readonly string[]>>> = {
  // A lead form posted without JavaScript comes back with ?submitted=<form>, and a newsletter
  // sign-up of a subscribed address with &subscription=subscribed (server/api/contacts.router.ts).
  root: ["submitted", "subscription"],
  blog: ["q", "category"],
  "case-studies": ["service"],
  // shared/content/offers.ts contactPrefill
  contact: ["service", "coupon", "promo"],
  "seo-audit": ["url"],
  // shared/pricing/selection.ts PARAM: the services and each one's options
  "pricing-calculator": ["s", "seo_*", "ads_*", "web_*", "ai_*", "team_*"],
  // shared/recommendation/answers.ts WIZARD_PARAM
  "onboarding-wizard": ["step", "business", "goal", "interest", "budget", "timeline"],
  // client/features/admin/lead-filters.tsx FILTER_FIELDS, and the page number
  "admin-leads": ["q", "formType", "source", "region", "status", "trafficSource", "campaign", "spam", "from", "to", "page"],
  // the written email shown beside the outbox
  "admin-outbox": ["mail"],
  // client/api/newsletter-link.ts: the signed token of the emailed link
  "newsletter-confirm": ["token"],
  "newsletter-unsubscribe": ["token"],
};

/** Whether a query parameter is read by any of the matched routes (by id, as in a route match). */
export function searchParamFilter(routeIds: readonly string[]): (name: string) => boolean {
  const declared = routeIds.flatMap((id) => routeSearchParams[pageNameOfRoute(id) as "root" | PageName] ?? []);
  const names = new Set(declared.filter((d) => !d.endsWith("*")));
  const prefixes = declared.filter((d) => d.endsWith("*")).map((d) => d.slice(0, -1));
  return (name) => names.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
}

/**
 * The pages every region has, for one region: the same table under "/" (US), "/uk" and "/de".
 * Loaders that answer a redirect keep the region of the address they were asked for.
 */
function regionalPages(deps: RouteDeps, region: RegionCode): RouteObject[] {
  const page = pageIn(region);
  return [
    { index: true, ...page("home") },
    { path: "services", ...page("services") },
    ...services.map((s) => ({ path: `services/${s.slug}`, ...page("service", s.slug) })),
    { path: "blog", ...page("blog"), loader: blogListLoader(deps), shouldRevalidate: blogListShouldRevalidate },
    // The five built-in articles have their own pages (their text is in their chunk);
    // every other slug is a post from the database on the generic article page.
    ...builtInArticles.map((a) => ({ path: `blog/${a.slug}`, ...page(a.page) })),
    { path: "blog/:slug", ...page("blog-post"), loader: blogPostLoader(deps) },
    {
      path: "case-studies",
      ...page("case-studies"),
      // The service filter lives in the address (?service=seo), so it renders on the server too.
      loader: ({ request }: LoaderFunctionArgs) => ({ service: new URL(request.url).searchParams.get("service") }),
    },
    {
      path: "case-studies/:slug",
      ...page("case-study"),
      loader: async ({ params, request }: LoaderFunctionArgs) => {
        // The study texts stay out of the entry chunk: loaded with the page, in parallel.
        const { getCaseStudy, getCaseStudyByAlias } = await import("../shared/content/case-studies");
        const slug = params.slug ?? "";
        const study = getCaseStudy(slug);
        if (study) return { slug: study.slug };
        const aliasOf = getCaseStudyByAlias(slug);
        // Alias slugs are old addresses of a study: move them permanently, so links and rankings carry over.
        if (aliasOf) throw redirect(regionPath(regionOfPath(new URL(request.url).pathname), `/case-studies/${aliasOf.slug}`), 301);
        throw data({ message: "Case study not found" }, { status: 404, statusText: "Not Found" });
      },
    },
    {
      path: "seo-audit",
      ...page("seo-audit"),
      loader: ({ request, context }: LoaderFunctionArgs) => loadSeoAudit(deps.api, deps.queryClientFor(context), request),
    },
    { path: "pricing-calculator", ...page("pricing-calculator") },
    { path: "onboarding-wizard", ...page("onboarding-wizard") },
    { path: "about", ...page("about") },
    { path: "contact", ...page("contact") },
    { path: "newsletter", ...page("newsletter") },
    { path: "privacy-policy", ...page("privacy-policy") },
    { path: "terms-of-service", ...page("terms-of-service") },
    { path: "cookie-policy", ...page("cookie-policy") },
    { path: "security", ...page("security") },
  ];
}

export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      element: <RootLayout />,
      errorElement: <RootErrorBoundary />,
      children: [
        // US at the plain paths; UK and DE get the same pages under their prefix (shared/region-addresses.ts).
        ...regionalPages(deps, "US"),
        ...REGIONS.filter((region) => region !== "US").map(
          (region): RouteObject => ({
            id: `region@${region}`,
            path: REGION_PREFIX[region].slice(1),
            children: regionalPages(deps, region),
          }),
        ),
        {
          // The staff area (docs/decisions/0009-admin-security.md), at one address (US): its pages fetch their data
          // in the browser after sign-in; the server renders only the sign-in (and never caches /admin).
          path: "admin",
          ...page("admin"),
          children: [
            { index: true, ...page("admin-overview") },
            { path: "leads", ...page("admin-leads") },
            { path: "leads/:id", ...page("admin-lead") },
            { path: "outbox", ...page("admin-outbox") },
            { path: "posts", ...page("admin-posts") },
            { path: "posts/:id", ...page("admin-post") },
          ],
        },
        // The double opt-in and unsubscribe links of the newsletter's emails (?token=...), at one
        // address each: they are noindex, and the links in emails already sent must keep working.
        {
          path: "newsletter/confirm",
          ...page("newsletter-confirm"),
          loader: ({ request }: LoaderFunctionArgs) => loadNewsletterLink(deps.api, "confirm", request),
        },
        {
          path: "newsletter/unsubscribe",
          ...page("newsletter-unsubscribe"),
          loader: ({ request }: LoaderFunctionArgs) => loadNewsletterLink(deps.api, "unsubscribe", request),
        },
      ],
    },
  ];
}

import { MATCH_PARAM, VARIANT_PARAM } from "../../../shared/landing/landing-params";
import { LANDING_SEGMENT } from "../../../shared/region-addresses";
import { definePage } from "../../lib/routing/page-route";
import { landingLoader } from "./landing-loader";

// A landing page staff built (docs/decisions/0039-landing-pages.md): /lp/<slug> in each region its
// document names. The server puts the listed value of the page's own parameter and the variant it
// chose into the address (server/ssr/landing-address.ts), so they are the only parameters it reads.
export const route = definePage({
  page: () => import("./landing.page"),
  paths: [`${LANDING_SEGMENT}/:slug`],
  searchParams: [MATCH_PARAM, VARIANT_PARAM],
  loader: landingLoader,
  // The blocks are static parts and the form reads no query: the page's data travels as loader data.
  queriesStayOnServer: true,
  // Only pages staff made indexable, in the regions they have.
  sitemap: async (sources) =>
    (await sources.indexableLandingPages()).map((page) => ({ path: `/${LANDING_SEGMENT}/${page.slug}`, regions: page.regions })),
});

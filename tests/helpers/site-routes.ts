import { seedCaseStudies as caseStudies } from "../../server/db/seed-content/case-studies";
import { services } from "../../shared/content/services";
import { walkPaths } from "../../client/route-addresses";
import { seedPosts } from "../../server/db/seed-sets";

/** What the route modules' sitemap declarations read, as a freshly seeded database answers. */
export const seededSources = {
  publishedPosts: async () => seedPosts,
  publishedCaseStudies: async () => caseStudies,
  // The seeded landing pages are examples: unpublished and noindex, so in no sitemap.
  indexableLandingPages: async () => [],
};

/** The H1 a visitor must see on each page, by its US path. */
const headings = new Map<string, string>([
  ["/", "Scale Your Agency Without Hiring"],
  ["/services", "White-label services for growing agencies"],
  ...services.map((s) => [`/services/${s.slug}`, s.headline] as [string, string]),
  ["/blog", "Insights for agencies that want to grow"],
  ...seedPosts.map((p) => [`/blog/${p.slug}`, p.title] as [string, string]),
  ["/case-studies", "Results we delivered for agencies and their clients"],
  ...caseStudies.map((c) => [`/case-studies/${c.slug}`, c.title] as [string, string]),
  ["/seo-audit", "Free SEO audit: see your site the way Google does"],
  ["/pricing-calculator", "Pricing calculator"],
  ["/onboarding-wizard", "Find the right service for your agency"],
  ["/admin", "Staff sign-in"],
  ["/about", "The team behind your agency's growth"],
  ["/contact", "Let's talk about your agency's next project"],
  ["/newsletter", "The agency growth newsletter"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-of-service", "Terms of Service"],
  ["/cookie-policy", "Cookie Policy"],
  ["/security", "Security and compliance"],
]);

/**
 * Every address the site answers without a token or an id (client/route-addresses.ts walkPaths,
 * from the route modules), with the H1 a visitor must see there. A new page is walked as soon as
 * its folder exists; until its heading is listed above, the walk fails naming its path.
 */
export const siteRoutes: { path: string; heading: string }[] = (await walkPaths(seededSources)).map((path) => ({
  path,
  heading: headings.get(path) ?? `(no heading listed for ${path} in tests/helpers/site-routes.ts)`,
}));

/** Old case-study slugs that move permanently to the canonical ones (docs/product-rules.md#services-and-prices). */
export const caseStudyAliases = caseStudies.flatMap((study) => study.aliases);

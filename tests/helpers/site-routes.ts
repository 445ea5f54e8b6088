import { caseStudies, caseStudyAliasSlugs } from "../../shared/content/case-studies";
import { services } from "../../shared/content/services";
import { seedPosts } from "../../server/db/seed-sets";

/** Every path the site answers (client/routes.tsx) with the H1 a visitor must see there. */
export const siteRoutes: { path: string; heading: string }[] = [
  { path: "/", heading: "Scale Your Agency Without Hiring" },
  { path: "/services", heading: "White-label services for growing agencies" },
  ...services.map((s) => ({ path: `/services/${s.slug}`, heading: s.headline })),
  { path: "/blog", heading: "Insights for agencies that want to grow" },
  ...seedPosts.map((p) => ({ path: `/blog/${p.slug}`, heading: p.title })),
  { path: "/case-studies", heading: "Results we delivered for agencies and their clients" },
  ...caseStudies.map((c) => ({ path: `/case-studies/${c.slug}`, heading: c.title })),
  { path: "/seo-audit", heading: "Free SEO audit: see your site the way Google does" },
  { path: "/pricing-calculator", heading: "Pricing calculator" },
  { path: "/onboarding-wizard", heading: "Find the right service for your agency" },
  { path: "/admin", heading: "Staff sign-in" },
  { path: "/about", heading: "The team behind your agency's growth" },
  { path: "/contact", heading: "Let's talk about your agency's next project" },
  { path: "/newsletter", heading: "The agency growth newsletter" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/terms-of-service", heading: "Terms of Service" },
  { path: "/cookie-policy", heading: "Cookie Policy" },
  { path: "/security", heading: "Security and compliance" },
];

/** Old case-study slugs that move permanently to the canonical ones (docs/product-rules.md#services-and-prices). */
export const caseStudyAliases = caseStudyAliasSlugs;

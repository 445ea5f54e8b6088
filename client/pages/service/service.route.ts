import { SERVICE_SLUGS } from "../../../shared/content/service-slugs";
import { proofLoader } from "../../features/content/content-loaders";
import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./service.page"),
  paths: SERVICE_SLUGS.map((slug) => ({ path: `services/${slug}`, variant: slug })),
  // Each service page shows its related case studies (their slugs load with the page's chunk, not the app's).
  loader: proofLoader({
    cards: async (url) => {
      const { serviceFacts } = await import("../../../shared/content/service-details");
      const slug = url.pathname.split("/").pop() ?? "";
      return serviceFacts[slug as keyof typeof serviceFacts]?.relatedCaseStudies ?? [];
    },
  }),
  // Footer: service links (AI development goes to the external page, from the brand settings).
  nav: [
    { menu: "footer-services", position: 1, to: "/services/web-development", label: "websiteDevelopment" },
    { menu: "footer-services", position: 2, to: "/services/seo", label: "seoServices" },
    { menu: "footer-services", position: 3, to: "/services/google-ads", label: "googleAds" },
    { menu: "footer-services", position: 4, to: "/services/dedicated-resources", label: "dedicatedResources" },
  ],
  prefetch: true,
  // The related studies are drawn by static parts (./service.page.tsx); the waitlist form reads no query.
  queriesStayOnServer: true,
});

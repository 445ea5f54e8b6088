import { resolveRegion } from "../../../shared/content/regions";
import { localBusinessLd, organizationLd } from "../../../shared/structured-data";
import { useRegionConfig } from "../../lib/region/region-context";
import type { PageHandle } from "../../head/page-meta";
import { defineStaticPart } from "../../lib/static-parts/static-part";
import { ContactSection } from "./contact-section";

// The home page's SEO title and description are the region's (docs/product-rules.md#regions).
export const handle: PageHandle = {
  meta: ({ brand, siteUrl, region }) => {
    const config = resolveRegion(region, brand);
    return {
      title: config.seoTitle,
      description: config.seoDescription,
      structuredData: [organizationLd(brand, siteUrl, config), localBusinessLd(brand, siteUrl, config)],
    };
  },
};

// Links and text only: static parts, which the browser does not hydrate (client/lib/static-parts/static-part.tsx).
const HomeIntro = defineStaticPart("home-intro", () => import("./home-intro").then((m) => m.HomeIntro));
const HomeNewsletter = defineStaticPart("home-newsletter", () => import("./newsletter-teaser").then((m) => m.NewsletterTeaser));

/**
 * Home (docs/product-rules.md#home-page). Marketing texts come from the region config,
 * the rest from the UI copy of the region's language (shared/i18n). Its lead popups are
 * mounted by the app beside the page (client/app/popup-layer.tsx), not inside it.
 */
export function Component() {
  const region = useRegionConfig();
  return (
    <>
      <HomeIntro />
      <ContactSection region={region} />
      <HomeNewsletter />
    </>
  );
}

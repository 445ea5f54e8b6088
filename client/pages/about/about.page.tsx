import { resolveRegion } from "../../../shared/content/regions";
import { organizationLd, webPageLd } from "../../../shared/structured-data";
import type { PageHandle } from "../../head/page-meta";
import { aboutDe } from "../../../shared/i18n/pages/about.de";
import { aboutEn } from "../../../shared/i18n/pages/about.en";
import type { ProofLoaderData } from "../../features/content/content-loaders";
import { aboutFiguresOf } from "./about-figures";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { defineStaticPart } from "../../lib/static-parts/static-part";

// Everything the page says is its page copy in the visitor's language, the story, partnership
// steps and values included; the figures are the site settings' claims (docs/decisions/0040-site-settings.md)
// in the region's number format (docs/decisions/0017-copy-per-language-and-currency.md).

export const handle: PageHandle = {
  meta: ({ brand, siteUrl, pathname, region, data }) => {
    const { meta } = pageCopyFor({ en: aboutEn, de: aboutDe }, region);
    const { title } = meta;
    const description = meta.description(aboutFiguresOf((data as ProofLoaderData)?.claims ?? {}, brand.foundingYear));
    return {
      title,
      description,
      structuredData: [
        organizationLd(brand, siteUrl, resolveRegion(region, brand)),
        { ...webPageLd({ siteUrl, pathname, title, description }), "@type": "AboutPage" },
      ],
    };
  },
};

// Links, text and pictures only: a static part, which the browser does not hydrate (client/lib/static-parts/static-part.tsx).
const AboutContent = defineStaticPart("about-content", () => import("./about-content").then((m) => m.AboutContent));

export function Component() {
  return <AboutContent />;
}

import { useEffect } from "react";
import { useLoaderData, useParams } from "react-router";
import type { LandingHead } from "../../../shared/landing/landing-view";
import { webPageLd } from "../../../shared/structured-data";
import { faqPageLd } from "../../../shared/structured-data-content";
import type { PageHandle } from "../../head/page-meta";
import { keepVariantWithConsent } from "../../lib/landing/variant-cookie";
import { defineStaticPart } from "../../lib/static-parts/static-part";
import { LandingFormSection } from "./landing-form";

// A landing page staff built from blocks (docs/decisions/0039-landing-pages.md), one variant of
// it as the server chose it. Everything but the form is links, text, figures and pictures: static
// parts, which the browser keeps as the server's HTML (docs/decisions/0028-static-parts.md). The
// form is the contact form, hydrated.

export const handle: PageHandle = {
  meta: ({ data, siteUrl, pathname }) => {
    const page = data as LandingHead;
    const faqs = page.faqs;
    return {
      title: page.title,
      description: page.description,
      // Noindex until staff tick that search engines may list it; shared all the same (an ad's link preview).
      noindex: !page.indexable,
      shareable: true,
      regions: page.regions,
      structuredData: [
        webPageLd({ siteUrl, pathname, title: page.title, description: page.description }),
        ...(faqs.length ? [faqPageLd(faqs)] : []),
      ],
    };
  },
};

const LandingBlocks = defineStaticPart("landing-blocks", () => import("./landing-blocks").then((m) => m.LandingBlocks));

/** A split page keeps the visitor's variant once they allow analytics (client/lib/landing/variant-cookie.ts). */
function useVariantMemory(page: LandingHead) {
  useEffect(() => {
    if (page.split) return keepVariantWithConsent(page.id, page.variant);
  }, [page.id, page.variant, page.split]);
}

export function Component() {
  const page = useLoaderData() as LandingHead;
  const { slug = "" } = useParams();
  useVariantMemory(page);
  return (
    <div data-landing-page={page.id} data-variant={page.variant}>
      {page.runs.map((run, i) =>
        run.kind === "form" ? (
          <LandingFormSection key={`form-${i}`} page={page} slug={slug} block={run.block} />
        ) : (
          <LandingBlocks key={`blocks-${i}`} slug={slug} search={page.search} first={run.first} count={run.count} />
        ),
      )}
    </div>
  );
}

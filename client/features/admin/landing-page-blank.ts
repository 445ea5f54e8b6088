import { LANDING_SEGMENT } from "../../../shared/region-addresses";
import { regionPath } from "../../../shared/region-addresses";
import type { BlockOf, BlockType, LandingBlock } from "../../../shared/schemas/landing-blocks";
import type { LandingPageDocument } from "../../../shared/schemas/landing-page";

// What a new landing page, variant and block start as in the editor (client/features/admin/landing-page-form.tsx):
// every field there, its words empty, for staff to write.

const none = () => ({ en: null, de: null });

/** A new block of `type`, its texts empty. */
export function blankBlock<T extends BlockType>(type: T): BlockOf<T> {
  const blocks: { [K in BlockType]: () => BlockOf<K> } = {
    hero: () => ({ type: "hero", headline: none(), subline: none(), cta: { label: none(), target: "form" }, visual: { kind: "none" } }),
    proof: () => ({ type: "proof", title: none(), studies: [], figures: true, testimonials: [], partners: false }),
    services: () => ({ type: "services", title: none(), intro: none(), service: "seo" }),
    faq: () => ({ type: "faq", title: none(), items: [{ question: none(), answer: none() }] }),
    form: () => ({
      type: "form",
      form: "short",
      title: none(),
      intro: none(),
      consent: none(),
      thanks: { title: none(), text: none() },
      booking: true,
    }),
    cta: () => ({ type: "cta", title: none(), text: none(), label: none(), target: "form" }),
    text: () => ({ type: "text", markdown: none() }),
  };
  return blocks[type]() as BlockOf<T>;
}

/** A variant key no variant of the page has: its letter in the order added (a, b, c, d), else a fresh one. */
export function nextVariantKey(doc: Pick<LandingPageDocument, "variants">, random = Math.random): string {
  const taken = new Set(doc.variants.map((v) => v.key));
  return ["a", "b", "c", "d"].find((k) => !taken.has(k)) ?? `v${Math.floor(random() * 1e8).toString(36)}`;
}

export function blankLandingPage(): LandingPageDocument {
  const blocks: LandingBlock[] = [blankBlock("hero"), blankBlock("form")];
  return {
    slug: "",
    regions: ["US", "UK"],
    indexable: false,
    meta: { title: none(), description: none() },
    match: null,
    variants: [{ key: "a", name: "Version A", weight: 100, stopped: false, blocks }],
  };
}

/** The page's address in its first region (US, else UK, else DE), where the editor shows its draft. */
export function landingPreviewPath(doc: Pick<LandingPageDocument, "slug" | "regions">): string {
  const region = (["US", "UK", "DE"] as const).find((r) => doc.regions?.includes(r)) ?? "US";
  return regionPath(region, `/${LANDING_SEGMENT}/${doc.slug || "…"}`);
}

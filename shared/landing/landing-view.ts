import type { RegionCode } from "../constants";
import type { MediaImage } from "../media/media-image";
import type { CaseStudySummary, PartnerView, TestimonialView } from "../schemas/content-views";
import type { CtaTarget, FormKind, PackagedService } from "../schemas/landing-blocks";

// A landing page as a visitor's render receives it (docs/decisions/0039-landing-pages.md): one
// variant, in the language of the address's region, with the ad's headline in place and every case
// study, testimonial, partner and image it names looked up. The page's components take it as props
// (client/pages/landing/), so the staff preview and the live page render through the same code.

export type HeroView = {
  type: "hero";
  headline: string;
  subline: string | null;
  cta: { label: string; target: CtaTarget };
  visual: { kind: "none" } | { kind: "image"; image: MediaImage } | { kind: "study"; study: CaseStudySummary };
};
export type ProofView = {
  type: "proof";
  title: string;
  studies: CaseStudySummary[];
  figures: boolean;
  testimonials: TestimonialView[];
  partners: PartnerView[];
};
export type ServicesView = { type: "services"; title: string; intro: string | null; service: PackagedService };
export type FaqView = { type: "faq"; title: string; items: { question: string; answer: string }[] };
export type FormView = {
  type: "form";
  form: FormKind;
  title: string;
  intro: string | null;
  consent: string;
  thanks: { title: string; text: string };
  booking: boolean;
};
export type CtaView = { type: "cta"; title: string; text: string | null; label: string; target: CtaTarget };
export type TextView = { type: "text"; markdown: string };
export type LandingBlockView = HeroView | ProofView | ServicesView | FaqView | FormView | CtaView | TextView;

export interface LandingPageView {
  /** The entry's id: leads and views are counted under it. */
  id: number;
  slug: string;
  /** The regions it has a version in (its hreflang alternates). */
  regions: RegionCode[];
  indexable: boolean;
  title: string;
  description: string;
  /** The variant shown, by key. */
  variant: string;
  /** Several variants run: the page is split, and no shared cache may keep it. */
  split: boolean;
  /** The listed value of the ad's parameter this render matched; null for the default headline. */
  match: string | null;
  blocks: LandingBlockView[];
}

/** What a landing address stands for: the page, where an old slug now points, or nothing. */
export type LandingPageAnswer = { kind: "page"; page: LandingPageView } | { kind: "moved"; slug: string } | { kind: "none" };

/** A stretch of the page: static blocks (by their place) or the form. */
export type LandingRun = { kind: "static"; first: number; count: number } | { kind: "form"; block: FormView };

/**
 * What a landing page's route carries in its data block: its head, its variant, and how its blocks
 * fall into static stretches and the form. The blocks themselves stay in the query cache, which the
 * static parts read on the server and the data block leaves out (client/pages/landing/landing.route.ts).
 */
export interface LandingHead extends Pick<LandingPageView, "id" | "regions" | "indexable" | "title" | "description" | "variant" | "split"> {
  faqs: { question: string; answer: string }[];
  runs: LandingRun[];
  /** The query the blocks were read with (the static parts read them again by it). */
  search: string;
}

export function landingHeadOf(page: LandingPageView, search: string): LandingHead {
  const runs: LandingRun[] = [];
  for (const [i, block] of page.blocks.entries()) {
    const last = runs.at(-1);
    if (block.type === "form") runs.push({ kind: "form", block });
    else if (last?.kind === "static") last.count++;
    else runs.push({ kind: "static", first: i, count: 1 });
  }
  return {
    id: page.id,
    regions: page.regions,
    indexable: page.indexable,
    title: page.title,
    description: page.description,
    variant: page.variant,
    split: page.split,
    faqs: page.blocks.flatMap((b) => (b.type === "faq" ? b.items : [])),
    runs,
    search,
  };
}

import type { RegionCode } from "../constants";
import { languageForRegion } from "../i18n/copy";
import type { Language } from "../language";
import type { MediaImage } from "../media/media-image";
import type { CaseStudySummary, PartnerView, TestimonialView } from "../schemas/content-views";
import type { BlockOf, CtaTarget, FormKind, LandingBlock, PackagedService, Words } from "../schemas/landing-blocks";
import { type LandingPageDocument, runningVariants } from "../schemas/landing-page";

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

/** What the page's blocks name, looked up (the server's content api reads them). */
export interface LandingLookups {
  studies: ReadonlyMap<string, CaseStudySummary>;
  testimonials: ReadonlyMap<number, TestimonialView>;
  partners: readonly PartnerView[];
  images: ReadonlyMap<string, MediaImage>;
}

const textIn = (words: Words, language: Language): string => words[language] ?? words.en ?? words.de ?? "";
const optionalIn = (words: Words, language: Language): string | null => words[language] ?? null;

function blockView(block: LandingBlock, language: Language, headline: string | null, found: LandingLookups): LandingBlockView | null {
  switch (block.type) {
    case "hero": {
      const visual = block.visual;
      const image = visual.kind === "image" ? found.images.get(visual.image) : undefined;
      const study = visual.kind === "study" ? found.studies.get(visual.study) : undefined;
      return {
        type: "hero",
        headline: headline ?? textIn(block.headline, language),
        subline: optionalIn(block.subline, language),
        cta: { label: textIn(block.cta.label, language), target: block.cta.target },
        visual: image ? { kind: "image", image } : study ? { kind: "study", study } : { kind: "none" },
      };
    }
    case "proof":
      return {
        type: "proof",
        title: textIn(block.title, language),
        studies: block.studies.flatMap((slug) => found.studies.get(slug) ?? []),
        figures: block.figures,
        testimonials: block.testimonials.flatMap((id) => found.testimonials.get(id) ?? []),
        partners: block.partners ? [...found.partners] : [],
      };
    case "services":
      return { type: "services", title: textIn(block.title, language), intro: optionalIn(block.intro, language), service: block.service };
    case "faq":
      return {
        type: "faq",
        title: textIn(block.title, language),
        items: block.items.map((item) => ({ question: textIn(item.question, language), answer: textIn(item.answer, language) })),
      };
    case "form":
      return formView(block, language);
    case "cta":
      return {
        type: "cta",
        title: textIn(block.title, language),
        text: optionalIn(block.text, language),
        label: textIn(block.label, language),
        target: block.target,
      };
    case "text":
      return { type: "text", markdown: textIn(block.markdown, language) };
  }
}

const formView = (block: BlockOf<"form">, language: Language): FormView => ({
  type: "form",
  form: block.form,
  title: textIn(block.title, language),
  intro: optionalIn(block.intro, language),
  consent: textIn(block.consent, language),
  thanks: { title: textIn(block.thanks.title, language), text: textIn(block.thanks.text, language) },
  booking: block.booking,
});

/**
 * The page as `region`'s visitors see `variantKey` (else the first running variant; a preview may
 * show a stopped one), with the first hero's headline for the listed value `match`.
 */
export function landingView(
  entry: { id: number; document: LandingPageDocument },
  region: RegionCode,
  choice: { variant: string | null; match: string | null },
  found: LandingLookups,
): LandingPageView {
  const doc = entry.document;
  const language = languageForRegion(region);
  const running = runningVariants(doc);
  const variant = doc.variants.find((v) => v.key === choice.variant) ?? running[0] ?? doc.variants[0]!;
  const listed = choice.match === null ? undefined : doc.match?.values.find((v) => v.value === choice.match);
  const firstHero = variant.blocks.findIndex((b) => b.type === "hero");
  return {
    id: entry.id,
    slug: doc.slug,
    regions: doc.regions,
    indexable: doc.indexable,
    title: textIn(doc.meta.title, language),
    description: textIn(doc.meta.description, language),
    variant: variant.key,
    split: running.length > 1,
    match: listed ? listed.value : null,
    blocks: variant.blocks.flatMap(
      (block, i) => blockView(block, language, i === firstHero && listed ? textIn(listed.headline, language) : null, found) ?? [],
    ),
  };
}

/** A stretch of the page: static blocks (by their place) or the form. */
export type LandingRun = { kind: "static"; first: number; count: number } | { kind: "form"; block: FormView };

/**
 * What a landing page's route carries in its data block: its head, its variant, and how its blocks
 * fall into static stretches and the form. The blocks themselves stay in the query cache, which the
 * static parts read on the server and the data block leaves out (client/pages/landing/landing.route.ts).
 */
export interface LandingHead {
  id: number;
  regions: RegionCode[];
  indexable: boolean;
  title: string;
  description: string;
  variant: string;
  split: boolean;
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

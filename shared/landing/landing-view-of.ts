import type { RegionCode } from "../constants";
import { languageForRegion } from "../i18n/copy";
import type { Language } from "../language";
import type { MediaImage } from "../media/media-image";
import type { CaseStudySummary, PartnerView, TestimonialView } from "../schemas/content-views";
import type { BlockOf, LandingBlock, Words } from "../schemas/landing-blocks";
import { type LandingPageDocument, runningVariants } from "../schemas/landing-page";
import type { FormView, LandingBlockView, LandingPageView } from "./landing-view";

// A landing page's document as one render shows it (./landing-view.ts says what that is): the
// server's content api (server/content-api.ts) makes it; pages only receive it.

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

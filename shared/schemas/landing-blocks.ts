import { z } from "zod/mini";
import { SLUG_PATTERN } from "../admin/post-slug";
import { optionalText } from "./document-fields";
import { atMostMessage, LANDING_MESSAGES as M } from "../i18n/landing-messages";

// The blocks a landing page is built from (docs/decisions/0039-landing-pages.md), each drawn by a
// component the site's own pages use (client/pages/landing/). Every text a visitor reads is
// `Words`: English and German. Which of them a block must have depends on the page's regions, so
// the page's schema checks that (./landing-page.ts, with the paths listed in BLOCK_TEXTS).

/** A text in English and German; either may be null until the page's regions need it. */
export const words = (max: number) => z.strictObject({ en: optionalText(max), de: optionalText(max) });
export type Words = { en: string | null; de: string | null };

const slug = z.string().check(z.trim(), z.minLength(1, M.studyRequired), z.regex(SLUG_PATTERN, M.slugPattern));
const mediaId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, M.imageRequired));
const list = <T extends z.ZodMiniType>(item: T, max: number) => z.array(item).check(z.maxLength(max, atMostMessage(max)));

/** Where a call to action leads: the page's own form, the booking page, or the contact page. */
export const ctaTargets = ["form", "booking", "contact"] as const;
export type CtaTarget = (typeof ctaTargets)[number];

/** The services whose packages the price list holds (a block shows them in the region's currency). */
export const packagedServices = ["seo", "google-ads", "web-development", "ai-development"] as const;
export type PackagedService = (typeof packagedServices)[number];

const HeroBlock = z.strictObject({
  type: z.literal("hero"),
  headline: words(120),
  subline: words(300),
  cta: z.strictObject({ label: words(40), target: z.enum(ctaTargets) }),
  /** Beside the headline on wide screens: an image of the library, or a case study's drawn headline result. */
  visual: z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("none") }),
    z.strictObject({ kind: z.literal("image"), image: mediaId }),
    z.strictObject({ kind: z.literal("study"), study: slug }),
  ]),
});

const ProofBlock = z.strictObject({
  type: z.literal("proof"),
  title: words(120),
  /** Published case studies by slug, shown as their cards with charts. */
  studies: list(slug, 3),
  /** Each chosen study's headline result as a large figure above the cards. */
  figures: z.boolean(),
  /** Published testimonials, by id. */
  testimonials: list(z.int().check(z.positive()), 6),
  /** The partner agencies' strip. */
  partners: z.boolean(),
});

const ServicesBlock = z.strictObject({
  type: z.literal("services"),
  title: words(120),
  intro: words(300),
  service: z.enum(packagedServices),
});

const FaqBlock = z.strictObject({
  type: z.literal("faq"),
  title: words(120),
  items: z
    .array(z.strictObject({ question: words(200), answer: words(1000) }))
    .check(z.minLength(1, M.required), z.maxLength(12, atMostMessage(12))),
});

/** The short form asks for name, email, company and a message; the full one is the contact page's. */
export const formKinds = ["short", "full"] as const;
export type FormKind = (typeof formKinds)[number];

const FormBlock = z.strictObject({
  type: z.literal("form"),
  form: z.enum(formKinds),
  title: words(120),
  intro: words(300),
  /** What the visitor agrees to by sending, shown beside the button; a form without it is refused. */
  consent: words(400),
  thanks: z.strictObject({ title: words(120), text: words(400) }),
  /** After sending: a link to book a call at once. */
  booking: z.boolean(),
});

const CtaBlock = z.strictObject({
  type: z.literal("cta"),
  title: words(120),
  text: words(300),
  label: words(40),
  target: z.enum(ctaTargets),
});

const TextBlock = z.strictObject({
  type: z.literal("text"),
  /** Markdown: paragraphs, headings, lists, links, bold and italic; raw HTML is dropped. */
  markdown: words(6000),
});

export const LandingBlockSchema = z.discriminatedUnion("type", [
  HeroBlock,
  ProofBlock,
  ServicesBlock,
  FaqBlock,
  FormBlock,
  CtaBlock,
  TextBlock,
]);
export type LandingBlock = z.infer<typeof LandingBlockSchema>;
export type BlockType = LandingBlock["type"];
export type BlockOf<T extends BlockType> = Extract<LandingBlock, { type: T }>;
export const blockTypes: readonly BlockType[] = ["hero", "proof", "services", "faq", "form", "cta", "text"];

/**
 * Each block's texts a visitor must read, by path inside the block ("items.*.question": every
 * item's): the page's schema asks for them in each language its regions speak. Other texts
 * (a subline, an intro) are shown where they are written.
 */
export const BLOCK_TEXTS: Record<BlockType, readonly string[]> = {
  hero: ["headline", "cta.label"],
  proof: ["title"],
  services: ["title"],
  faq: ["title", "items.*.question", "items.*.answer"],
  form: ["title", "consent", "thanks.title", "thanks.text"],
  cta: ["title", "label"],
  text: ["markdown"],
};

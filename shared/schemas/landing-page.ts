import { z } from "zod/mini";
import { SLUG_PATTERN } from "../admin/post-slug";
import { REGIONS, type RegionCode } from "../constants";
import { tooLongMessage } from "../i18n/api-messages";
import { atMostMessage, LANDING_MESSAGES as M, weightsSumMessage } from "../i18n/landing-messages";
import type { Language } from "../language";
import { isReservedParam, MATCH_VALUE_PATTERN, PARAM_NAME_PATTERN } from "../landing/landing-rules";
import { MAX_VARIANTS, VARIANT_KEY_PATTERN } from "../landing/variant-keys";
import { BLOCK_TEXTS, type LandingBlock, LandingBlockSchema, words, type Words } from "./landing-blocks";

// A landing page as staff build it (docs/decisions/0039-landing-pages.md): what content_entries
// of kind "landing-page" hold as draft and published (shared/schemas/content-documents.ts). One
// slug, the regions it has a version in, whether search engines may list it, the words of its head,
// the ad's parameter and a headline for each of its values (message match), and one to four
// variants, each a whole list of blocks with a weight.

const slug = z
  .string()
  .check(z.trim(), z.minLength(1, M.slugRequired), z.maxLength(120, tooLongMessage(120)), z.regex(SLUG_PATTERN, M.slugPattern));

const VariantSchema = z.strictObject({
  key: z.string().check(z.regex(VARIANT_KEY_PATTERN, M.variantKeyPattern)),
  /** What staff call it in the report ("Price first"). */
  name: z.string().check(z.trim(), z.minLength(1, M.required), z.maxLength(60, tooLongMessage(60))),
  weight: z.int(M.weightRange).check(z.minimum(0, M.weightRange), z.maximum(100, M.weightRange)),
  /** Stopped from the report: shown to nobody new, its figures kept. */
  stopped: z.boolean(),
  blocks: z.array(LandingBlockSchema).check(z.minLength(1, M.blocksRequired), z.maxLength(20, M.tooManyBlocks)),
});
export type LandingVariant = z.infer<typeof VariantSchema>;

const MatchSchema = z.strictObject({
  /** The query parameter the ad's address carries, e.g. kw. */
  param: z.string().check(
    z.trim(),
    z.regex(PARAM_NAME_PATTERN, M.paramPattern),
    z.refine((name) => !isReservedParam(name), M.paramReserved),
  ),
  /** Each listed value and the first hero's headline for it; any other value shows the default headline. */
  values: z
    .array(
      z.strictObject({
        value: z.string().check(z.trim(), z.toLowerCase(), z.regex(MATCH_VALUE_PATTERN, M.valuePattern)),
        headline: words(120),
      }),
    )
    .check(z.minLength(1, M.valuesRequired), z.maxLength(30, atMostMessage(30))),
});
export type LandingMatch = z.infer<typeof MatchSchema>;

/** The languages the page's regions speak: English for US and UK, German for DE. */
export const languagesOf = (regions: readonly RegionCode[]): Language[] =>
  [regions.some((r) => r !== "DE") ? ("en" as const) : null, regions.includes("DE") ? ("de" as const) : null].filter(
    (l): l is Language => l !== null,
  );

/** The texts at `path` in `node` ("items.*.question" reaches into every item), with their paths. */
function textsAt(node: unknown, path: readonly string[], at: (string | number)[]): { path: (string | number)[]; words: Words }[] {
  if (path.length === 0) return node && typeof node === "object" ? [{ path: at, words: node as Words }] : [];
  const [head, ...rest] = path;
  if (head === "*") return Array.isArray(node) ? node.flatMap((item, i) => textsAt(item, rest, [...at, i])) : [];
  const child = node && typeof node === "object" ? (node as Record<string, unknown>)[head!] : undefined;
  return textsAt(child, rest, [...at, head!]);
}

/** Every text of a page version that visitors must read, with its path in the document. */
function requiredTexts(doc: LandingPageDocument): { path: (string | number)[]; words: Words }[] {
  const page = [
    { path: ["meta", "title"], words: doc.meta.title },
    { path: ["meta", "description"], words: doc.meta.description },
    ...(doc.match?.values ?? []).map((v, i) => ({ path: ["match", "values", i, "headline"], words: v.headline })),
  ];
  const blocks = doc.variants.flatMap((variant, v) =>
    variant.blocks.flatMap((block, b) =>
      BLOCK_TEXTS[block.type].flatMap((p) => textsAt(block, p.split("."), ["variants", v, "blocks", b])),
    ),
  );
  return [...page, ...blocks];
}

const leadsToForm = (block: LandingBlock) =>
  (block.type === "hero" ? block.cta.target : block.type === "cta" ? block.target : null) === "form";

/** The rules across fields; each refusal names its field by its path. */
function pageRules(doc: LandingPageDocument, ctx: z.core.$RefinementCtx<LandingPageDocument>): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message, input: doc });
  if (new Set(doc.regions).size !== doc.regions.length) issue(["regions"], M.regionTwice);
  const languages = languagesOf(doc.regions);
  for (const { path, words: w } of requiredTexts(doc)) {
    for (const language of languages) {
      if (!w[language]) issue([...path, language], language === "en" ? M.englishRequired : M.germanRequired);
    }
  }
  if (doc.match) {
    const seen = new Set<string>();
    doc.match.values.forEach((v, i) => {
      if (seen.has(v.value)) issue(["match", "values", i, "value"], M.valueTwice);
      seen.add(v.value);
    });
  }
  const keys = new Set<string>();
  const sum = doc.variants.reduce((total, v) => total + v.weight, 0);
  if (sum !== 100) issue(["variants"], weightsSumMessage(sum));
  if (doc.variants.every((v) => v.stopped)) issue(["variants"], M.noRunningVariant);
  doc.variants.forEach((variant, v) => {
    if (keys.has(variant.key)) issue(["variants", v, "key"], M.variantKeyTwice);
    keys.add(variant.key);
    const forms = variant.blocks.flatMap((b, i) => (b.type === "form" ? [i] : []));
    for (const extra of forms.slice(1)) issue(["variants", v, "blocks", extra, "type"], M.oneForm);
    variant.blocks.forEach((block, b) => {
      if (leadsToForm(block) && forms.length === 0)
        issue(["variants", v, "blocks", b, ...(block.type === "hero" ? ["cta", "target"] : ["target"])], M.formMissing);
      if (block.type === "proof" && block.studies.length === 0 && block.testimonials.length === 0 && !block.partners)
        issue(["variants", v, "blocks", b, "studies"], M.chooseStudy);
    });
  });
}

export const LandingPageDocumentSchema = z
  .strictObject({
    slug,
    regions: z.array(z.enum(REGIONS)).check(z.minLength(1, M.regionsRequired)),
    /** Search engines may list it, and it is in the sitemap; off by default (noindex). */
    indexable: z.boolean(),
    meta: z.strictObject({ title: words(60), description: words(160) }),
    match: z.nullable(MatchSchema),
    variants: z.array(VariantSchema).check(z.minLength(1, M.variantsRequired), z.maxLength(MAX_VARIANTS, M.variantsRequired)),
  })
  .check(z.superRefine((doc, ctx) => pageRules(doc as LandingPageDocument, ctx as never)));

export interface LandingPageDocument {
  slug: string;
  regions: RegionCode[];
  indexable: boolean;
  meta: { title: Words; description: Words };
  match: LandingMatch | null;
  variants: LandingVariant[];
}

/** The variants visitors are shared out to: the ones not stopped. */
export const runningVariants = (doc: Pick<LandingPageDocument, "variants">): LandingVariant[] => doc.variants.filter((v) => !v.stopped);

/** The case studies a page shows, in any variant: its proof blocks' and its heroes' charts. */
export const studiesOfLandingPage = (doc: Pick<LandingPageDocument, "variants">): string[] => [
  ...new Set(
    (doc.variants ?? []).flatMap((v) =>
      v.blocks.flatMap((b) => (b.type === "proof" ? b.studies : b.type === "hero" && b.visual.kind === "study" ? [b.visual.study] : [])),
    ),
  ),
];

import { z } from "zod/mini";
import { SLUG_PATTERN } from "../admin/post-slug";
import { caseStudyServices } from "../content/case-studies";
import { contextKeys, detailKeys, figureUnits, metricKeys } from "../content/case-study-figure-types";
import { caseStudyTags } from "../content/case-study-tags";
import { platformNames } from "../content/platforms";
import { departments } from "../content/team";
import { tooLongMessage } from "../i18n/api-messages";
import { mediaId, optionalText, requiredText } from "./document-fields";
import type { EntryKind } from "./content-entry";
import { type SiteSettingsDocument, SiteSettingsDocumentSchema } from "./site-settings";

// The documents staff edit, one schema per content kind: what content_entries.draft and
// .published hold (docs/decisions/0025-content-in-the-database.md). Every field a page shows
// is here, in each language the page has; the closed lists (services, tags, metrics) keep
// their words in the copy files, so a document names them by key. Images are media-library
// ids (shared/media/media-image.ts).

const slug = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "Slug is required"),
    z.maxLength(120, tooLongMessage(120)),
    z.regex(SLUG_PATTERN, "Use lower-case letters, digits and single hyphens, e.g. dental-clinic-seo"),
  );
const httpsUrl = z.nullable(
  z.string().check(z.trim(), z.maxLength(300, tooLongMessage(300)), z.regex(/^https:\/\/[^\s]+$/, "Use a full https:// address")),
);
/** Words in English, and in German where a German page shows them (null: the page says it is English). */
const bilingual = <T extends z.ZodMiniType>(en: T) => z.strictObject({ en, de: z.nullable(en) });

// ------------------------------------------------------------------ case studies

const amount = z.strictObject({
  value: z.number(),
  to: z.optional(z.number()),
  orMore: z.optional(z.boolean()),
  approx: z.optional(z.boolean()),
  compact: z.optional(z.boolean()),
});

export const ResultFigureSchema = z.strictObject({
  metric: z.enum(metricKeys),
  unit: z.enum(figureUnits),
  before: z.optional(amount),
  after: z.optional(amount),
  change: z.optional(z.number()),
  of: z.optional(z.number()),
  range: z.optional(z.strictObject({ low: z.number(), high: z.number() })),
  lowerIsBetter: z.optional(z.boolean()),
});

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}(-\d{2})?$/, "Use a date like 2025-01 or 2025-01-17"));
export const ContextFactSchema = z.strictObject({
  key: z.enum(contextKeys),
  amount: z.optional(amount),
  unit: z.optional(z.enum(figureUnits)),
  from: z.optional(isoDay),
  to: z.optional(isoDay),
  detail: z.optional(z.enum(detailKeys)),
});

const story = z.strictObject({
  /** The page's H1. */
  title: requiredText(200, "Title"),
  intro: requiredText(600, "Intro"),
  challenge: z.array(requiredText(1500, "A paragraph")).check(z.minLength(1, "Add a paragraph"), z.maxLength(3, "At most 3 paragraphs")),
  delivered: z.array(requiredText(300, "A point")).check(z.minLength(1, "Add a point"), z.maxLength(8, "At most 8 points")),
});

const studyMeta = z.strictObject({
  /** <title> without the brand. */
  title: requiredText(60, "Meta title"),
  description: requiredText(160, "Meta description"),
  /** What the engagement was, in a few words: it tells two studies of one client apart. */
  project: requiredText(80, "Project"),
  industry: requiredText(80, "Industry"),
  location: optionalText(80),
  /** An illustrative study's kind of client, in this language. */
  client: z.optional(optionalText(120)),
});

export const CaseStudyDocumentSchema = z.strictObject({
  slug,
  client: requiredText(120, "Client"),
  service: z.enum(caseStudyServices),
  secondaryServices: z.array(z.enum(caseStudyServices)).check(z.maxLength(4, "At most 4 services")),
  servicesUsed: z.array(z.enum(caseStudyTags)).check(z.maxLength(12, "At most 12 tags")),
  tech: z.array(z.enum(caseStudyTags)).check(z.maxLength(12, "At most 12 tags")),
  /** An example engagement: shown without figures and labelled as such. */
  isIllustrative: z.boolean(),
  year: z.nullable(z.string().check(z.regex(/^\d{4}$/, "Use a year like 2025"))),
  /** Slugs of up to three other studies, shown under this one. */
  related: z.array(slug).check(z.maxLength(3, "At most 3 related studies")),
  story: bilingual(story),
  meta: z.strictObject({ en: studyMeta, de: studyMeta }),
  figures: z
    .strictObject({
      results: z.array(ResultFigureSchema).check(z.maxLength(12, "At most 12 results")),
      context: z.array(ContextFactSchema).check(z.maxLength(12, "At most 12 facts")),
      /** The result the study leads with, by metric; absent: its first result (docs/decisions/0040-site-settings.md). */
      headline: z.optional(z.enum(metricKeys)),
    })
    .check(
      z.superRefine((figures, ctx) => {
        if (figures.headline !== undefined && !figures.results.some((f) => f.metric === figures.headline))
          ctx.addIssue({ code: "custom", message: "Choose one of the study's results", path: ["headline"], input: figures.headline });
      }),
    ),
  /** The platforms its text names, shown as their marks (client/components/content/platform-marks.tsx). */
  platforms: z.array(z.enum(platformNames)).check(z.maxLength(8, "At most 8 platforms")),
  cover: mediaId,
});
export type CaseStudyDocument = z.infer<typeof CaseStudyDocumentSchema>;

// ------------------------------------------------------------------ testimonials

export const TestimonialDocumentSchema = z.strictObject({
  quote: bilingual(requiredText(600, "Quote")),
  person: requiredText(100, "Name"),
  role: bilingual(requiredText(100, "Role")),
  agency: requiredText(120, "Agency"),
  photo: mediaId,
  /** The case study the quote belongs to, by slug: it is shown there too. */
  caseStudy: z.nullable(slug),
  /** The client agreed to publication (a testimonial without it cannot be published). */
  publicationAgreed: z.boolean(),
  /** When and how they agreed, for the staff's records. */
  agreementNote: optionalText(300),
});
export type TestimonialDocument = z.infer<typeof TestimonialDocumentSchema>;

// ------------------------------------------------------------------ team and partners

export const TeamMemberDocumentSchema = z
  .strictObject({
    /** Null: the page shows the role alone. */
    name: optionalText(100),
    role: bilingual(requiredText(60, "Role")),
    department: z.enum(departments),
    /** A photo from the media library; without one, the illustrated portrait drawn from `portrait`. */
    photo: mediaId,
    /** The drawn portrait's seed: needed only without a photo, which takes the portrait's place. */
    portrait: z.string().check(z.regex(/^[a-z0-9-]{0,60}$/, "Use lower-case letters, digits and hyphens")),
  })
  .check(
    z.refine((member) => member.photo !== null || member.portrait !== "", {
      path: ["portrait"],
      error: "Without a photo the page draws a portrait: give it a seed, e.g. dev-anna, or choose a photo",
      // Said even while other fields are still wrong, so the form can mark the portrait as needed.
      when: ({ value }) => typeof value === "object" && value !== null,
    }),
  );
export type TeamMemberDocument = z.infer<typeof TeamMemberDocumentSchema>;

export const PartnerDocumentSchema = z.strictObject({
  name: requiredText(100, "Name"),
  /** The partner's own logo, uploaded once they gave it to us; without it the name is set in type. */
  logo: mediaId,
  url: httpsUrl,
});
export type PartnerDocument = z.infer<typeof PartnerDocumentSchema>;

export const documentSchemas = {
  "case-study": CaseStudyDocumentSchema,
  testimonial: TestimonialDocumentSchema,
  "team-member": TeamMemberDocumentSchema,
  partner: PartnerDocumentSchema,
  "site-settings": SiteSettingsDocumentSchema,
} as const satisfies Record<EntryKind, z.ZodMiniType>;

export interface ContentDocuments {
  "case-study": CaseStudyDocument;
  testimonial: TestimonialDocument;
  "team-member": TeamMemberDocument;
  partner: PartnerDocument;
  "site-settings": SiteSettingsDocument;
}

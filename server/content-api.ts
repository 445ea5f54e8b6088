import type { Brand } from "../shared/brand";
import { brandWithSettings, siteFactsOf } from "../shared/content/site-facts";
import type { DescribeImages, MediaImage } from "../shared/media/media-image";
import type { EntryKind } from "../shared/schemas/content-entry";
import type { SiteSettingsDocument } from "../shared/schemas/site-settings";
import type {
  CaseStudyAnswer,
  CaseStudySummary,
  CaseStudyView,
  PartnerView,
  TeamMemberView,
  TestimonialView,
} from "../shared/schemas/content-views";
import { portraitSeedOf } from "../shared/content/team";
import type { SiteApi } from "../shared/site-api";
import type { ContentQueries, StoredEntry } from "./db/content.queries";
import { seedSiteSettings } from "./db/seed-content/site-settings";

// The content part of the pages' api on the server (docs/decisions/0025-content-in-the-database.md):
// published documents with their images described by the media library. With a `preview`, the
// one entry staff are editing shows its draft in place of its published version (or, unpublished,
// in addition to the others): the staff editor's live preview renders through the same pages.
// The site settings (docs/decisions/0040-site-settings.md) are read here too: the claims and the
// security panel as pages show them on the day, and the brand the root data carries.

export type ContentApi = Pick<SiteApi, "caseStudies" | "caseStudy" | "testimonials" | "team" | "partners" | "movedPost" | "siteFacts"> & {
  /** The brand as visitors meet it: configuration with the published settings (or the previewed draft). */
  siteBrand(): Promise<Brand>;
};

/** An entry's working copy, shown instead of its published version. */
export type PreviewEntry = { [K in EntryKind]: StoredEntry<K> }[EntryKind];

export interface ContentApiOptions {
  /** The entry the current render previews (server/content-preview.ts), or null. */
  previewOf?: () => PreviewEntry | null;
  /** Who the deployment is (server/env.ts); the settings add how to reach it. */
  identity: Brand;
  /** The day in UTC ("2026-11-28"): a certification past its last day is not shown. */
  today: () => string;
}

const imageIdsOf = (doc: object): string[] =>
  (["cover", "photo", "logo"] as const).flatMap((key) => {
    const id = (doc as Record<string, unknown>)[key];
    return typeof id === "string" ? [id] : [];
  });

export function createContentApi(content: ContentQueries, describeImages: DescribeImages, options: ContentApiOptions): ContentApi {
  const previewOf = options.previewOf ?? (() => null);
  /** The published entries of a kind, with the previewed draft in its place. */
  async function entries<K extends EntryKind>(kind: K): Promise<StoredEntry<K>[]> {
    const list = await content.listPublished(kind);
    const preview = previewOf();
    if (preview?.kind !== kind) return list;
    const draft = preview as StoredEntry<K>;
    const at = list.findIndex((e) => e.id === draft.id);
    return at === -1 ? [...list, draft] : list.map((e, i) => (i === at ? draft : e));
  }

  async function imagesOf(docs: readonly object[]): Promise<Map<string, MediaImage>> {
    const ids = [...new Set(docs.flatMap(imageIdsOf))];
    return ids.length === 0 ? new Map() : describeImages(ids);
  }
  const imageOf = (images: Map<string, MediaImage>, id: string | null) => (id ? (images.get(id) ?? null) : null);

  const summaryOf = (entry: StoredEntry<"case-study">, images: Map<string, MediaImage>): CaseStudySummary => {
    const { story: _story, ...rest } = entry.document;
    return { ...rest, id: entry.id, cover: imageOf(images, rest.cover) };
  };

  /** The published settings; a database without them (never seeded) shows the configured brand's. */
  const seeded = seedSiteSettings(options.identity);
  const settings = async (): Promise<SiteSettingsDocument> => (await entries("site-settings"))[0]?.document ?? seeded;
  // Published documents are shared and frozen per content version (db/published-content-cache.ts): one brand each.
  const brands = new WeakMap<SiteSettingsDocument, Promise<Brand>>();
  const brandOf = (doc: SiteSettingsDocument): Promise<Brand> => {
    let brand = brands.get(doc);
    if (!brand) {
      brand = imagesOf([{ logo: doc.look.logo }]).then((images) =>
        brandWithSettings(options.identity, doc, imageOf(images, doc.look.logo)),
      );
      brands.set(doc, brand);
      brand.catch(() => brands.delete(doc));
    }
    return brand;
  };

  async function studyAt(slug: string): Promise<StoredEntry<"case-study"> | null> {
    const preview = previewOf();
    if (preview?.kind === "case-study" && preview.document.slug === slug) return preview;
    const entry = await content.publishedCaseStudy(slug);
    // The previewed study keeps its published address while its draft renames it.
    if (entry && preview?.kind === "case-study" && preview.id === entry.id) return preview;
    return entry;
  }

  return {
    async caseStudies() {
      const list = await entries("case-study");
      const images = await imagesOf(list.map((e) => e.document));
      return list.map((e) => summaryOf(e, images));
    },
    async caseStudy(slug): Promise<CaseStudyAnswer> {
      const entry = await studyAt(slug);
      if (!entry) {
        const moved = await content.movedTo("case-study", slug);
        return moved ? { kind: "moved", slug: moved } : { kind: "none" };
      }
      const all = await entries("case-study");
      const related = entry.document.related
        .map((s) => all.find((e) => e.document.slug === s && e.id !== entry.id))
        .filter((e): e is StoredEntry<"case-study"> => e !== undefined);
      const images = await imagesOf([entry.document, ...related.map((e) => e.document)]);
      const study: CaseStudyView = { ...summaryOf(entry, images), story: entry.document.story };
      return { kind: "study", study, related: related.map((e) => summaryOf(e, images)) };
    },
    async testimonials() {
      const list = await entries("testimonial");
      const images = await imagesOf(list.map((e) => e.document));
      return list.map(
        ({ id, document: { publicationAgreed: _agreed, agreementNote: _note, ...doc } }): TestimonialView => ({
          ...doc,
          id,
          photo: imageOf(images, doc.photo),
        }),
      );
    },
    async team() {
      const list = await entries("team-member");
      const images = await imagesOf(list.map((e) => e.document));
      return list.map(
        ({ id, document }): TeamMemberView => ({
          ...document,
          id,
          // Shown should the photo be missing: a member with a photo need not have a seed.
          portrait: portraitSeedOf(document, id),
          photo: imageOf(images, document.photo),
        }),
      );
    },
    async partners() {
      const list = await entries("partner");
      const images = await imagesOf(list.map((e) => e.document));
      return list.map(({ id, document }): PartnerView => ({ ...document, id, logo: imageOf(images, document.logo) }));
    },
    movedPost: (slug) => content.movedTo("blog-post", slug),
    async siteFacts() {
      const [doc, team] = await Promise.all([settings(), entries("team-member")]);
      const teamDepartments = new Set(team.map((m) => m.document.department)).size;
      return siteFactsOf(doc, { teamMembers: team.length, teamDepartments }, options.today());
    },
    siteBrand: async () => brandOf(await settings()),
  };
}

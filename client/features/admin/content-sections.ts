import type { ContentDocuments } from "../../../shared/schemas/content-documents";
import {
  type ContentKind,
  contentAdminScreens,
  type EntryKind,
  orderedKinds,
  SITE_SETTINGS_SEGMENT,
} from "../../../shared/schemas/content-entry";
import type { LandingPageDocument } from "../../../shared/schemas/landing-page";
import { blankLandingPage, landingPreviewPath } from "./landing-page-blank";

// The staff area's sections for the proof content: their addresses under /admin, their names,
// what a new entry starts as, and which public page shows an entry (its live preview).

export interface ContentSection {
  kind: ContentKind;
  /** Under /admin: /admin/case-studies, /admin/case-studies/:id. */
  segment: string;
  title: string;
  /** One entry, in a sentence: "a case study". */
  one: string;
  intro: string;
  /** Put in order by hand (drag and drop, move up/down). */
  ordered: boolean;
  /** Its list shows each entry's picture (a landing page has none of its own). */
  pictured: boolean;
}

const sections: (Omit<ContentSection, "ordered" | "pictured"> & { pictured?: false })[] = [
  {
    kind: "case-study",
    ...contentAdminScreens["case-study"],
    title: "Case studies",
    intro: "Each study's page, figures and related studies. A published study's old addresses keep answering.",
  },
  {
    kind: "testimonial",
    ...contentAdminScreens.testimonial,
    title: "Testimonials",
    intro: "Quotes from clients who agreed to publication. Drag a row or use Move up/down to set their order on the site.",
  },
  {
    kind: "team-member",
    ...contentAdminScreens["team-member"],
    title: "Team",
    intro: "The people on the About page, in the order shown there.",
  },
  {
    kind: "partner",
    ...contentAdminScreens.partner,
    title: "Partners",
    intro: "Partner agencies named on the site, with the logo they gave us.",
  },
  {
    kind: "landing-page",
    ...contentAdminScreens["landing-page"],
    pictured: false,
    title: "Landing pages",
    intro:
      "Campaign pages built from blocks, at /lp/<slug> in the regions you choose: the ad's headline by its parameter and variants with weights, judged by won deals in the campaign report (for owners and sales).",
  },
];
export const contentSections: readonly ContentSection[] = sections.map((s) => ({
  ...s,
  ordered: orderedKinds.includes(s.kind),
  pictured: s.pictured ?? true,
}));

/** What an editor needs to know of its entry's kind: the proof content's sections, and the site settings. */
export interface EditorSection {
  kind: EntryKind;
  segment: string;
  one: string;
}

/** The site settings' editor (client/pages/admin-settings): one document, always there, always published. */
export const settingsSection: EditorSection = { kind: "site-settings", segment: SITE_SETTINGS_SEGMENT, one: "site settings" };

/** The section an address under /admin belongs to ("/admin/team/4" → team). */
export const sectionOfPath = (pathname: string): ContentSection | undefined =>
  contentSections.find((s) => pathname.split("/")[2] === s.segment);

const emptyStory = () => ({ title: "", intro: "", challenge: [""], delivered: [""] });
const emptyMeta = () => ({ title: "", description: "", project: "", industry: "", location: null });

/** What a new entry's form starts with: every field, empty. */
export const blankDocuments: { [K in ContentKind]: () => ContentDocuments[K] } = {
  "case-study": () => ({
    slug: "",
    client: "",
    service: "seo",
    secondaryServices: [],
    servicesUsed: [],
    tech: [],
    isIllustrative: false,
    year: null,
    related: [],
    story: { en: emptyStory(), de: null },
    meta: { en: emptyMeta(), de: emptyMeta() },
    figures: { results: [], context: [] },
    platforms: [],
    cover: null,
  }),
  testimonial: () => ({
    quote: { en: "", de: null },
    person: "",
    role: { en: "", de: null },
    agency: "",
    photo: null,
    caseStudy: null,
    publicationAgreed: false,
    agreementNote: null,
  }),
  "team-member": () => ({ name: null, role: { en: "", de: null }, department: "development", photo: null, portrait: "" }),
  partner: () => ({ name: "", logo: null, url: null }),
  "landing-page": () => blankLandingPage(),
};

/** The public page that shows the entry; the editor frames it with `?preview=<id>`. */
export function previewAddress(kind: EntryKind, draft: unknown): string {
  const doc = draft as { slug?: string; caseStudy?: string | null };
  switch (kind) {
    case "case-study":
      return doc.slug ? `/case-studies/${doc.slug}` : "/case-studies";
    case "testimonial":
      return doc.caseStudy ? `/case-studies/${doc.caseStudy}` : "/";
    case "landing-page":
      return landingPreviewPath(draft as LandingPageDocument);
    case "site-settings":
      return "/";
    default:
      return "/about";
  }
}

/** The preview opened at the page's top. */
export const PAGE_TOP = "top";

/** A case study's fields by the section of its page that shows them (the page's heading ids: client/components/content/case-study-article.tsx). */
const studySections: readonly [RegExp, string][] = [
  [/^story\.\w+\.challenge(\.|$)/, "challenge"],
  [/^story\.\w+\.delivered(\.|$)/, "delivered"],
  [/^figures\.results(\.|$)/, "results"],
  [/^(figures\.context|year$|meta\.\w+\.(project|industry|location|client)$)/, "at-a-glance"],
  [/^(servicesUsed|tech|platforms)(\.|$)/, "services-and-tech"],
  [/^related(\.|$)/, "related-studies"],
];

/**
 * Where on its preview page an entry's field shows: the id of that section's heading, or PAGE_TOP.
 * Without a field (nothing focused yet), the section that shows the entry itself.
 */
export function previewSection(kind: EntryKind, draft: unknown, path: string | null): string {
  switch (kind) {
    case "site-settings":
      // The settings show on many pages, in their headers, footers and panels: a page opens at its top.
      return PAGE_TOP;
    case "case-study":
      return studySections.find(([pattern]) => path !== null && pattern.test(path))?.[1] ?? PAGE_TOP;
    case "testimonial":
      return (draft as { caseStudy?: string | null }).caseStudy ? "study-testimonials" : "home-testimonials";
    case "team-member":
      return "about-team";
    case "partner":
      return "about-partners";
    case "landing-page":
      return landingSection(draft as LandingPageDocument, path);
  }
}

/**
 * A landing page's block by its place (client/pages/landing/landing-blocks.tsx gives each block the id
 * "<type>-<place>", the form "lead-form"); the hero and the page's own fields are at the top.
 */
function landingSection(doc: LandingPageDocument, path: string | null): string {
  const at = /^variants\.(\d+)\.blocks\.(\d+)(\.|$)/.exec(path ?? "");
  const block = at ? doc.variants?.[Number(at[1])]?.blocks[Number(at[2])] : undefined;
  if (!block || block.type === "hero") return PAGE_TOP;
  // The call-to-action band's id is its heading's (client/components/content/cta-band.tsx).
  return block.type === "form" ? "lead-form" : block.type === "cta" ? `cta-${at![2]}-title` : `${block.type}-${at![2]}`;
}

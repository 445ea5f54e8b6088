import type { PostInput } from "../../shared/schemas/admin-posts";
import type { CaseStudyDocument, PartnerDocument, TeamMemberDocument, TestimonialDocument } from "../../shared/schemas/content-documents";

// Valid documents of each content kind for the staff API tests: invented clients and
// people of the tests' own, never real companies.

export function caseStudyDocument(slug = "harbour-lane-dental-seo", changes: Partial<CaseStudyDocument> = {}): CaseStudyDocument {
  const story = {
    title: "A dental clinic doubles its booked check-ups",
    intro: "Local search work for a two-chair clinic in a coastal town.",
    challenge: ["The clinic's site was invisible for searches in its own town."],
    delivered: ["A rebuilt profile and location pages"],
  };
  const meta = {
    title: "Dental clinic SEO",
    description: "How local SEO filled a clinic's diary.",
    project: "Local SEO",
    industry: "Dentistry",
    location: null,
  };
  return {
    slug,
    client: "Harbour Lane Dental",
    service: "seo",
    secondaryServices: [],
    servicesUsed: [],
    tech: [],
    isIllustrative: false,
    year: "2025",
    related: [],
    story: { en: story, de: null },
    meta: { en: meta, de: meta },
    figures: {
      results: [{ metric: "formSubmissions", unit: "count", before: { value: 12 }, after: { value: 30 }, change: 150 }],
      context: [{ key: "duration", amount: { value: 6 }, unit: "months" }],
    },
    platforms: [],
    cover: null,
    ...changes,
  };
}

export function testimonialDocument(changes: Partial<TestimonialDocument> = {}): TestimonialDocument {
  return {
    quote: { en: "They answered every brief within a day.", de: "Sie haben jedes Briefing innerhalb eines Tages beantwortet." },
    person: "Robin Example",
    role: { en: "Founder", de: "Gründerin" },
    agency: "Example Growth Studio",
    photo: null,
    caseStudy: null,
    publicationAgreed: false,
    agreementNote: null,
    ...changes,
  };
}

export function teamMemberDocument(name: string, changes: Partial<TeamMemberDocument> = {}): TeamMemberDocument {
  return { name, role: { en: "Developer", de: "Entwickler" }, department: "development", photo: null, portrait: "dev-1", ...changes };
}

export function partnerDocument(name: string, changes: Partial<PartnerDocument> = {}): PartnerDocument {
  return { name, logo: null, url: "https://partner.example", ...changes };
}

/** A blog post as the post editor sends it: the fields a test does not name are empty. */
export function postInput(changes: Partial<PostInput> & Pick<PostInput, "title" | "slug">): PostInput {
  return {
    subtitle: "",
    excerpt: "",
    content: "Text",
    tags: [],
    category: null,
    author: null,
    readTime: null,
    imageUrl: "",
    metaTitle: "",
    metaDescription: "",
    isPublished: true,
    isFeatured: false,
    ...changes,
  };
}

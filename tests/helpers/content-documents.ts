import type { PostInput } from "../../shared/schemas/admin-posts";
import type { CaseStudyDocument, PartnerDocument, TeamMemberDocument, TestimonialDocument } from "../../shared/schemas/content-documents";
import type { BlockOf } from "../../shared/schemas/landing-blocks";
import type { LandingPageDocument } from "../../shared/schemas/landing-page";

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

/** English and German words for a landing page's text. */
const both = (en: string, de: string) => ({ en, de });

/** A form block with every text a visitor reads (its consent text included). */
export function formBlock(changes: Partial<BlockOf<"form">> = {}): BlockOf<"form"> {
  return {
    type: "form",
    form: "short",
    title: both("Tell us about your clients", "Erzählen Sie uns von Ihren Kunden"),
    intro: { en: null, de: null },
    consent: both(
      "By sending this you agree that we contact you about your request.",
      "Mit dem Absenden stimmen Sie zu, dass wir Sie zu Ihrer Anfrage kontaktieren.",
    ),
    thanks: { title: both("Thank you", "Danke"), text: both("We reply within a day.", "Wir antworten innerhalb eines Tages.") },
    booking: true,
    ...changes,
  };
}

/** A hero whose button leads to the page's form. */
export function heroBlock(headline: string, changes: Partial<BlockOf<"hero">> = {}): BlockOf<"hero"> {
  return {
    type: "hero",
    headline: both(headline, `${headline} (DE)`),
    subline: both("Search work delivered under your agency's name.", "SEO-Arbeit unter dem Namen Ihrer Agentur."),
    cta: { label: both("Get a proposal", "Angebot anfordern"), target: "form" },
    visual: { kind: "none" },
    ...changes,
  };
}

/**
 * A landing page invented for the tests: a hero, an FAQ and a form in each variant, English and
 * German words, the `kw` parameter with two listed values, and variants a and b at 50/50.
 */
export function landingPageDocument(slug = "dental-marketers-seo", changes: Partial<LandingPageDocument> = {}): LandingPageDocument {
  const variant = (key: string, name: string, headline: string) => ({
    key,
    name,
    weight: 50,
    stopped: false,
    blocks: [
      heroBlock(headline),
      {
        type: "faq" as const,
        title: both("Questions", "Fragen"),
        items: [{ question: both("Who talks to the client?", "Wer spricht mit dem Kunden?"), answer: both("You do.", "Sie.") }],
      },
      formBlock(),
    ],
  });
  return {
    slug,
    regions: ["US", "UK", "DE"],
    indexable: false,
    meta: {
      title: both("White-label SEO for dental marketers", "White-Label-SEO für Zahnarzt-Marketing"),
      description: both("SEO your clients credit to you.", "SEO, das Ihre Kunden Ihnen zuschreiben."),
    },
    match: {
      param: "kw",
      values: [
        { value: "dentists", headline: both("SEO for agencies that market dentists", "SEO für Agenturen, die Zahnärzte vermarkten") },
        { value: "orthodontists", headline: both("SEO for orthodontist marketers", "SEO für Kieferorthopäden-Marketing") },
      ],
    },
    variants: [
      variant("a", "Control", "White-label SEO for your dental clients"),
      variant("b", "Price first", "Dental SEO from $500 a month, under your brand"),
    ],
    ...changes,
  };
}

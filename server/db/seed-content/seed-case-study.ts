import type { CaseStudyService } from "../../../shared/content/case-studies";
import type { CaseStudyTag } from "../../../shared/content/case-study-tags";

// The shape of a case study as seed input (case-studies.ts lists them).

export type SeedCaseStudySlug =
  | "seo-case-study"
  | "scuba-diving-case-study"
  | "stat-planning-case-study"
  | "ubu-design-case-study"
  | "citypat-case-study"
  | "griffin-group-case-study"
  | "arlingsworth-solicitors-case-study"
  | "junksaway-case-study"
  | "the-dog-guy-case-study"
  | "social-land"
  | "koala-digital"
  | "website-architect"
  | "socialland-website-case-study"
  | "ts-landscaping-website"
  | "vellu-laser-landing-page"
  | "green-paradise-branding-website"
  | "web-development"
  | "google-ads"
  | "payflow-systems";

export interface SeedCaseStudy {
  /** Canonical slug (facts `slug`). */
  slug: SeedCaseStudySlug;
  /** Alias slugs that 301 to `slug`. */
  aliases: readonly string[];
  /** The client's name; for illustrative studies, the kind of client (its German words are in case-study-meta.de.ts). */
  client: string;
  /** Primary service. */
  service: CaseStudyService;
  /** Other services the study also shows (it is listed under their filter too). */
  secondaryServices?: readonly CaseStudyService[];
  /** The services involved, as tags. */
  servicesUsed: readonly CaseStudyTag[];
  /** True exactly when the facts flag the study as a placeholder. */
  isIllustrative: boolean;
  /** Page H1. */
  title: string;
  /** 1–2 sentences shown under the H1. */
  intro: string;
  /** 1–3 short paragraphs on the client's situation before the work. */
  challenge: readonly string[];
  /** 3–6 bullet points of what was delivered. */
  delivered: readonly string[];
  tech: readonly CaseStudyTag[];
  /** 2–3 canonical slugs of other studies, same service first. */
  related: readonly string[];
  year: string | null;
}

/** A study's story in one language: what its page shows between the hero and the results. */
export type SeedStory = Pick<SeedCaseStudy, "title" | "intro" | "challenge" | "delivered">;

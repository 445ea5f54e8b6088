import adFatigue from "../../data/seed/blog/ad-fatigue-digital-marketing-2025.json" with { type: "json" };
import aiSolutions from "../../data/seed/blog/ai-solutions-business-growth-2025.json" with { type: "json" };
import beauty from "../../data/seed/blog/beauty-digital-marketing-2025.json" with { type: "json" };
import dedicatedTeam from "../../data/seed/blog/dedicated-team-hiring-2025.json" with { type: "json" };
import lawFirms from "../../data/seed/blog/digital-marketing-for-law-firms.json" with { type: "json" };
import industry from "../../data/seed/blog/industry-specific-digital-marketing-strategies-2025.json" with { type: "json" };
import whiteLabel from "../../data/seed/blog/white-label-seo-ppc-2025.json" with { type: "json" };
import type { Brand } from "../../shared/brand";
import type { BlogPost } from "../../shared/schemas/blog-post";
import type { ContentSeed } from "./content-seed-rows";
import { seedCaseStudyDocuments, seedPartnerDocuments, seedTeamDocuments } from "./seed-content/content-seed";
import { seedSiteSettings } from "./seed-content/site-settings";
import { arlingsworthLead, type SeedCorrection } from "./seed-content/seed-corrections";

export interface SeedSet {
  /** Recorded in app_meta as `seed:<name>` once applied; never rename a set that has shipped. */
  name: string;
  posts: BlogPost[];
  /**
   * Case studies, team members and partners (docs/decisions/0025-content-in-the-database.md), and the
   * site settings, which start from the brand as configured (docs/decisions/0040-site-settings.md).
   */
  content?: (brand: Brand) => ContentSeed;
  /** Seeded words an earlier set shipped that mislead, put right where staff have not changed them. */
  corrections?: readonly SeedCorrection[];
}

/**
 * The blog posts every database receives, one file per post in data/seed/blog/
 * (the five built-in articles' pages read the same files, so their text lives in
 * one place). Sets apply in order, each exactly once per database: a database
 * seeded by an earlier release gets only the sets added since. To ship new posts,
 * append a set; a shipped set is never changed (databases that have it would not
 * see the change).
 */
export const seedSets: readonly SeedSet[] = [
  // The five built-in posts (ids 1-5). The first release recorded this name.
  { name: "blog-posts", posts: [aiSolutions, whiteLabel, dedicatedTeam, industry, adFatigue] },
  // facts `extraBlogPosts`: the beauty and law-firm marketing articles, ids 6-7.
  { name: "blog-posts-industry-guides", posts: [beauty, lawFirms] },
  // The proof pages showed as typed content until staff could edit it (server/db/seed-content/).
  {
    name: "proof-content",
    posts: [],
    content: () => ({ caseStudies: seedCaseStudyDocuments, team: seedTeamDocuments, partners: seedPartnerDocuments }),
  },
  // The claims, security panel, contacts, profiles and brand colours staff keep current.
  { name: "site-settings", posts: [], content: (brand) => ({ siteSettings: seedSiteSettings(brand) }) },
  // A study that led with its smallest cost now leads with what its own figures say (a new database has these words already).
  { name: "proof-content-lead-figures", posts: [], corrections: [arlingsworthLead] },
];

export const seedPosts: readonly BlogPost[] = seedSets.flatMap((set) => set.posts);

import type { PlatformName } from "../../../shared/content/platforms";

/** The platforms each seeded study names in its own text (tests/unit/people-and-platforms.test.tsx checks them). */
export const seedCaseStudyPlatforms: Partial<Record<string, readonly PlatformName[]>> = {
  "seo-case-study": ["Google Search Console"],
  "scuba-diving-case-study": ["Google Search Console"],
  "stat-planning-case-study": ["Google Search Console"],
  "citypat-case-study": ["Google Business Profile"],
  "arlingsworth-solicitors-case-study": ["Google Ads"],
  "junksaway-case-study": ["Google Ads"],
  "the-dog-guy-case-study": ["Google Ads"],
  "social-land": ["WordPress"],
  "koala-digital": ["WordPress", "Google Ads"],
  "website-architect": ["WordPress"],
  "socialland-website-case-study": ["WordPress"],
  "ts-landscaping-website": ["WordPress"],
  "green-paradise-branding-website": ["WordPress"],
  "web-development": ["React"],
  "google-ads": ["Google Ads"],
  "payflow-systems": ["React", "Node.js", "Kubernetes", "AWS"],
};

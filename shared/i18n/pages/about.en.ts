import type { companyClaims } from "../../content/company";

// The about page's chrome (client/pages/about). The story, the partnership steps and the
// values are English long-form content (shared/content/company.ts), shown inside EnglishBody.

export const aboutEn = {
  /** The page's <title> (without the brand) and meta description, which names the founding year. */
  meta: {
    title: "About Us: Your White-Label Delivery Partner",
    description: (year: number) =>
      `Since ${year} our team of 20+ specialists in 6 departments has delivered white-label SEO, ads, web and AI work for 25+ agencies in the US, UK and Germany.`,
  },
  eyebrow: "About us",
  title: "The team behind your agency's growth",
  intro: (year: number) =>
    `Since ${year} we have worked as the quiet delivery partner of more than 25 agencies in the US, the UK and Germany. A team of 20+ specialists across 6 departments handles SEO, Google Ads, web development, AI and dedicated staffing, always 100% white-label.`,
  bookCall: "Book a free 30-minute call",
  seeServices: "See our services",
  figuresLabel: "The company in figures",
  founded: "Founded",
  markets: "Markets: US, UK and Germany",
  claims: {
    "20+": "Specialists on the team",
    "6": "Departments under one roof",
    "25+": "Agencies served",
    "100%": "White-label delivery",
  } satisfies Record<(typeof companyClaims)[number]["value"], string>,
  whoWeAre: "Who we are",
  whiteLabelMeans: "What 100% white-label means",
  whiteLabelPoints: [
    "Your brand on every deliverable, report and email your client sees.",
    "No contact with your clients unless you ask for it.",
    "No logos, credits or links of ours in the work we hand over.",
    "Your client relationships stay yours, always.",
  ] as readonly string[],
  partnership: "How a partnership works",
  step: (n: number) => `Step ${n}`,
  values: "What we stand for",
  teamTitle: "Meet the team",
  teamIntro:
    "Founders, developers, SEO and ads specialists, designers, automation and people operations: the specialists who do the work your clients see under your name.",
  partners: "Agencies we work with",
  ctaTitle: "Ready to grow without hiring?",
  ctaText: "Tell us what your clients need. We reply within 24 hours with a plan, a price and a realistic timeline.",
  contactTeam: "Contact our team",
  bookStrategyCall: "Book a strategy call",
};

export type AboutCopy = typeof aboutEn;

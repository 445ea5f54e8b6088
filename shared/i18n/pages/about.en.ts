import type { ClaimKey, TeamFigures } from "../../content/claims";
import { formatFigure } from "../../format/numbers";

// The about page (client/pages/about): its chrome, the story, the partnership steps and the
// values. The figures they name are the claims of the site settings (docs/decisions/0040-site-settings.md);
// a claim the settings do not list is left unsaid.

/** The figures the page's sentences name. */
export interface AboutFigures extends TeamFigures {
  agencies: string | null;
  year: number;
}

const en = (figure: string) => formatFigure(figure, "US");
const team = (f: AboutFigures, joiner: string) =>
  `${f.specialists ? ` of ${en(f.specialists)} specialists` : ""}${f.departments ? ` ${joiner} ${en(f.departments)} departments` : ""}`;

export const aboutEn = {
  /** The page's <title> (without the brand) and meta description, which names the founding year. */
  meta: {
    title: "About Us: Your White-Label Delivery Partner",
    description: (f: AboutFigures) =>
      `Since ${f.year} our team${team(f, "in")} has delivered white-label SEO, ads, web and AI work for ${f.agencies ? `${en(f.agencies)} ` : ""}agencies in the US, UK and Germany.`,
  },
  eyebrow: "About us",
  title: "The team behind your agency's growth",
  intro: (f: AboutFigures) =>
    `Since ${f.year} we have worked as the quiet delivery partner of ${f.agencies ? `${en(f.agencies)} ` : ""}agencies in the US, the UK and Germany. A team${team(f, "across")} handles SEO, Google Ads, web development, AI and dedicated staffing, always 100% white-label.`,
  bookCall: "Book a free 30-minute call",
  seeServices: "See our services",
  figuresLabel: "The company in figures",
  founded: "Founded",
  markets: "Markets: US, UK and Germany",
  /** The claims the page's figures show, in this order, with the words it puts under them. */
  claims: {
    specialists: "Specialists on the team",
    departments: "Departments under one roof",
    agencies: "Agencies served",
    whiteLabel: "White-label delivery",
  } satisfies Partial<Record<ClaimKey, string>>,
  whoWeAre: "Who we are",
  whiteLabelMeans: "What 100% white-label means",
  whiteLabelPoints: [
    "Your brand on every deliverable, report and email your client sees.",
    "No contact with your clients unless you ask for it.",
    "No logos, credits or links of ours in the work we hand over.",
    "Your client relationships stay yours, always.",
  ] as readonly string[],
  /** The story under "Who we are", one paragraph an entry. */
  story: (brand: string, year: number): readonly string[] => [
    `${brand} started in ${year} with a simple idea: agencies should be able to say yes to more clients without hiring for every new skill. We do the specialist work behind the scenes, and our partners keep the client relationship, the brand and the credit.`,
    "Today our specialists cover SEO, Google Ads, web development, AI development, design and dedicated staffing. Agencies in the US, the UK and Germany use us as an extension of their own team, for a single project or for years.",
  ],
  partnership: "How a partnership works",
  /** How a partnership runs, from the first call to scaling up. */
  partnershipSteps: [
    {
      title: "A 30-minute strategy call",
      text: "You tell us about your agency, your clients and the work you want to hand over. We tell you honestly whether we are a good fit.",
    },
    {
      title: "A written proposal",
      text: "Scope, price, timeline and the people who will do the work, in writing, before anything starts.",
    },
    {
      title: "Delivery under your brand",
      text: "Our specialists work inside your process and tools. Your clients see your agency's name on every email, report and invoice, never ours.",
    },
    {
      title: "Reporting and scaling",
      text: "White-label reports you can forward as they are, regular check-ins, and the freedom to add people or services as your client list grows.",
    },
  ] as readonly { title: string; text: string }[],
  step: (n: number) => `Step ${n}`,
  values: "What we stand for",
  valueList: [
    {
      title: "Invisible by design",
      text: "Your clients belong to you. We never contact them directly, never sign our work and never compete for your accounts.",
    },
    {
      title: "Straight answers",
      text: "Clear prices, realistic timelines and honest reports, including when a campaign underperforms and what we will change.",
    },
    {
      title: "Fast replies",
      text: "Every message gets an answer within 24 hours on working days, so your clients never wait on us.",
    },
    {
      title: "Partners, not vendors",
      text: "We measure success by how long agencies stay with us and how much they grow, not by the size of a single project.",
    },
  ] as readonly { title: string; text: string }[],
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

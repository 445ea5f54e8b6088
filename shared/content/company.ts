import type { RegionCode } from "../constants";

// Who we are, for /about, /contact and /newsletter (docs/product-rules.md#home-page; facts
// `company`, `team`, `partners`, `newsletterWelcomeBullets`). The agency's name
// and contacts are not here: they are brand settings (shared/brand.ts).

/** The claims, as the about page states them (the founding year comes from the brand). */
export const companyClaims = [
  { value: "20+", label: "Specialists on the team" },
  { value: "6", label: "Departments under one roof" },
  { value: "25+", label: "Agencies served" },
  { value: "100%", label: "White-label delivery" },
] as const;

/** The markets we serve (facts `company.markets`). */
export const markets: { code: RegionCode; name: string }[] = [
  { code: "US", name: "United States" },
  { code: "UK", name: "United Kingdom" },
  { code: "DE", name: "Germany" },
];

/** How a partnership runs, from the first call to scaling up. */
export const partnershipSteps = [
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
] as const;

export const companyValues = [
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
] as const;

// Currencies (the LocalBusiness JSON-LD says the same). Business hours are each region's
// contact settings (shared/content/regions.ts resolveRegion).
export const acceptedCurrencies = ["GBP", "USD", "EUR"] as const;
export const RESPONSE_TIME_HOURS = 24;

/** The newsletter's audience; what it brings (facts `newsletterWelcomeBullets`) is page copy, shared/i18n/pages/newsletter.en.ts. */
export const NEWSLETTER_SUBSCRIBERS = "1000+";

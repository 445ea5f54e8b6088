import type { SeedCaseStudySlug } from "./case-studies";

// Each case study's <title> (without the brand, at most 60 characters, unique), meta
// description (120–160 characters) and the short words cards and the page show around it, in
// English (seed input only, content-seed.ts). The study's story is in case-studies.ts; German
// pages get case-study-meta.de.ts.

export interface CaseStudyMeta {
  title: string;
  description: string;
  /** What the engagement was, in a few words: it tells two studies of one client apart. */
  project: string;
  industry: string;
  location: string | null;
  /** For illustrative studies, whose client is a kind of business: its name in this language. */
  client?: string;
}

export const caseStudyMetaEn: Record<SeedCaseStudySlug, CaseStudyMeta> = {
  "seo-case-study": {
    title: "Foundation Repair SEO Case Study: +122% Form Submissions",
    description:
      "White-label local SEO for a North Carolina foundation-repair firm: 49% more organic users, 122% more form submissions and 122 keywords ranking #1.",
    project: "Local and technical SEO",
    industry: "Foundation & crawl-space repair",
    location: "Wendell, North Carolina, US",
  },
  "scuba-diving-case-study": {
    title: "SCUBA School Local SEO Case Study: +360% Phone Clicks",
    description:
      "How white-label local SEO helped a Raleigh SCUBA instructor grow organic users by 31%, phone clicks by 360% and #1 rankings from 5 to 61 in six months.",
    project: "Local SEO and conversion tracking",
    industry: "SCUBA training & certification",
    location: "Raleigh, North Carolina, US",
  },
  "stat-planning-case-study": {
    title: "Planning Consultancy SEO Case Study: +453% Organic Clicks",
    description:
      "White-label local SEO for a small East Midlands planning consultancy, run through its web agency: organic clicks up 453% and impressions up 720% in 30 days.",
    project: "Local SEO through its web agency",
    industry: "Town planning consultancy",
    location: "Nottinghamshire & East Midlands, UK",
  },
  "ubu-design-case-study": {
    title: "Architecture B2B SEO Case Study: 482 Clicks in 90 Days",
    description:
      "White-label B2B and technical SEO took a UK architecture and design studio from 0–2 daily organic visitors to 482 organic clicks in 90 days.",
    project: "B2B and technical SEO",
    industry: "Architecture & design",
    location: "UK",
  },
  "citypat-case-study": {
    title: "PAT Testing SEO Case Study: 34.6K Impressions in 6 Months",
    description:
      "White-label local SEO for a UK PAT testing firm: keyword research, landing pages, schema and citations drove 244 organic clicks and 34.6K search impressions.",
    project: "Local SEO and Google Business Profile",
    industry: "Electrical safety & PAT testing",
    location: "UK",
  },
  "griffin-group-case-study": {
    title: "Property Developer Local SEO Case Study: +16.24% Sessions",
    description:
      "White-label local SEO for an Essex property development group, delivered through SocialLand Digital: users up 12.02% and sessions up 16.24% in Q2 2025.",
    project: "Local SEO through SocialLand Digital",
    industry: "Property development & investment",
    location: "Essex & South-East England, UK",
  },
  "arlingsworth-solicitors-case-study": {
    title: "Law Firm Google Ads Case Study: 100+ Conversions",
    description:
      "Google Ads for a UK family law, probate and divorce firm: 100+ conversions at £20.66 each over 30 days, the best campaign converting 18.95% of its clicks.",
    project: "Search and Performance Max campaigns",
    industry: "Legal services",
    location: "UK",
  },
  "junksaway-case-study": {
    title: "Junk Removal Google Ads Case Study: CPA Down 82%",
    description:
      "Google Ads for a US junk-removal company: Search and Performance Max campaigns cut cost per acquisition from $34.37 to $6.09 across 706 conversions.",
    project: "Google Ads cost-per-acquisition turnaround",
    industry: "Junk removal & waste management",
    location: "US",
  },
  "the-dog-guy-case-study": {
    title: "Dog Trainer Google Ads Case Study: 192 Conversions",
    description:
      "Google Ads Search campaigns for a UK dog trainer: 192 conversions, 191 lead form submissions and a 12.06% best conversion rate at a £20.35 average CPA.",
    project: "Lead generation with Search campaigns",
    industry: "Dog training",
    location: "UK",
  },
  "social-land": {
    title: "Agency Dedicated Team Case Study: +150% Project Output",
    description:
      "A six-person dedicated team of WordPress, design and video specialists helped an Essex agency lift output 150%, save 60% and handle 25+ projects a month.",
    project: "A six-person dedicated team",
    industry: "Digital marketing & branding agency",
    location: "Essex, UK",
  },
  "koala-digital": {
    title: "Dedicated Google Ads & Dev Team Case Study: +150% Output",
    description:
      "A dedicated Google Ads expert and web developer helped a UK SEO and PPC agency lift campaign output by 150%, cut turnaround to 2–3 days and save 55% on costs.",
    project: "A two-person dedicated team",
    industry: "Digital marketing agency",
    location: "UK",
  },
  "website-architect": {
    title: "Solo Web Agency Dedicated Team Case Study: +200% Output",
    description:
      "Dedicated WordPress and SEO specialists helped a UK solo-founder web agency go from 1–2 to 5–6 websites a month and launch SEO as a new service line.",
    project: "Dedicated team behind a solo founder",
    industry: "Web development agency",
    location: "UK",
  },
  "socialland-website-case-study": {
    title: "Agency WordPress Website Case Study: 2-Year Partnership",
    description:
      "A white-label WordPress website for an Essex digital marketing agency that grew into a two-year partnership covering client websites and a dedicated team.",
    project: "The agency's own website",
    industry: "Digital marketing agency",
    location: "Essex, UK",
  },
  "ts-landscaping-website": {
    title: "Landscaping Website Case Study: Live in 48 Hours",
    description:
      "A white-label WordPress site for a Raleigh landscaping company with no web presence: responsive design, quote-request forms and a portfolio gallery in 48 hours.",
    project: "A first website in 48 hours",
    industry: "Landscaping",
    location: "Raleigh, North Carolina, US",
  },
  "vellu-laser-landing-page": {
    title: "Laser Hair Removal Landing Page Case Study: 48-Hour Build",
    description:
      "A white-label, mobile-first landing page for a laser hair-removal business, built for a partner agency: design in 24 hours and full delivery in 48 hours.",
    project: "A landing page in 48 hours",
    industry: "Beauty & skincare",
    location: null,
  },
  "green-paradise-branding-website": {
    title: "Landscaping Branding & Website Case Study: Green Paradise",
    description:
      "White-label branding and web development for a landscaping business with no identity: logo, color palette, brand guidelines and a custom WordPress website.",
    project: "Brand identity and website",
    industry: "Landscaping & outdoor living",
    location: null,
  },
  "web-development": {
    title: "Example Engagement: White-Label Fashion E-commerce Build",
    description:
      "An illustrative example of how a white-label e-commerce build for a fashion and lifestyle retailer is scoped, designed, built and handed over to your agency.",
    project: "White-label e-commerce build",
    industry: "Fashion & lifestyle e-commerce",
    location: null,
  },
  "google-ads": {
    title: "Example Engagement: White-Label Google Ads for B2B SaaS",
    description:
      "An illustrative example of how a white-label Google Ads engagement for a B2B financial software company is set up, optimized and reported to your agency.",
    project: "White-label Google Ads management",
    industry: "B2B financial software",
    location: "North America",
  },
  "payflow-systems": {
    title: "Example Engagement: Dedicated Dev Team for Fintech",
    description:
      "An illustrative example of how a dedicated remote team of full-stack, security and DevOps specialists is assembled and run for a Series A fintech startup.",
    project: "A dedicated development team",
    industry: "Fintech (B2B payments)",
    location: null,
  },
};

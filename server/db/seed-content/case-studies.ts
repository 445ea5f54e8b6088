import type { CaseStudyService } from "../../../shared/content/case-studies";
import type { CaseStudyTag } from "../../../shared/content/case-study-tags";

// Seed input only (server/db/seed-content/content-seed.ts turns it into content_entries rows;
// docs/decisions/0025-content-in-the-database.md): every case study as it shipped before staff
// could edit them. Every fact is taken from the agency's fact sheet (docs/product-rules.md#content-sources:
// `caseStudies`, `caseStudyListCards`, `services`); the figures are in case-study-figures.ts, each
// study's meta per language in case-study-meta.*.ts. Illustrative studies (facts `placeholder: true`)
// describe an example engagement only and carry no figures. Pages never import this: they read the
// database through SiteApi.

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

export const seedCaseStudies: readonly SeedCaseStudy[] = [
  // ---------------------------------------------------------------- SEO
  {
    slug: "seo-case-study",
    aliases: [],
    client: "Atlantic Foundation & Crawl Space Repair",
    service: "seo",
    servicesUsed: ["White-label SEO", "Local SEO", "Technical SEO", "Citation building"],
    isIllustrative: false,
    title: "How a North Carolina foundation-repair firm grew form submissions by 122%",
    intro:
      "Atlantic Foundation & Crawl Space Repair, based in Wendell, North Carolina, needed its website to win more local repair inquiries. A white-label local and technical SEO campaign lifted organic users by 49% and form submissions by 122%.",
    challenge: [
      "The website was holding the business back on mobile: Largest Contentful Paint sat at 4.2 seconds and Cumulative Layout Shift at 0.45, both well above Google's recommended thresholds.",
      "Local signals were weak as well. The company appeared in only 12 local citations against an industry average of 45 or more, and 60% of its service pages carried fewer than 250 words, too little for search engines to understand what each service covered.",
    ],
    delivered: [
      "Core Web Vitals fixes aimed at slow mobile loading and layout shift",
      "Local SEO focused on the firm's North Carolina service area",
      "Schema markup describing the business, its services and its location",
      "Citation building to extend the company's local listings beyond the original 12",
      "Ranking, click and impression tracking in Google Search Console",
      "White-label delivery, ready for the partner agency to present under its own brand",
    ],
    tech: ["Local SEO", "Schema markup", "Core Web Vitals fixes", "Citation building"],
    related: ["scuba-diving-case-study", "stat-planning-case-study", "griffin-group-case-study"],
    year: "2025",
  },
  {
    slug: "scuba-diving-case-study",
    aliases: [],
    client: "By The Shore SCUBA Instruction",
    service: "seo",
    servicesUsed: ["White-label SEO", "Local SEO", "Conversion tracking"],
    isIllustrative: false,
    title: "How a Raleigh SCUBA school grew phone clicks by 360% with local SEO",
    intro:
      "By The Shore SCUBA Instruction trains and certifies divers in Raleigh, North Carolina. Six months of white-label local SEO turned more searches into contact, with phone clicks up 360% and form clicks up 260%.",
    challenge: [
      "As a local consumer business, the school depends on nearby divers finding it and then picking up the phone or sending a form. Before the campaign it ranked #1 for just 5 keywords and drew 1,361 organic users over the comparison period.",
      "Page speed was already reasonable, with scores of 90 on mobile and desktop, so the opportunity lay in local visibility, site hygiene and measuring the calls and form clicks the site produced.",
    ],
    delivered: [
      "Local SEO to strengthen visibility for Raleigh-area SCUBA searches",
      "Broken-link fixes across the site",
      "New FAQ sections answering the questions prospective divers ask",
      "Conversion tracking for phone and form clicks, so results are reported as inquiries, not just traffic",
      "Page-speed tuning on mobile and desktop",
      "White-label delivery under the partner agency's brand",
    ],
    tech: ["Local SEO", "Broken-link fixes", "FAQ sections", "Conversion and form tracking"],
    related: ["seo-case-study", "citypat-case-study", "ubu-design-case-study"],
    year: "2025",
  },
  {
    slug: "stat-planning-case-study",
    aliases: [],
    client: "STAT Planning",
    service: "seo",
    servicesUsed: ["White-label SEO", "Local SEO", "On-page optimization"],
    isIllustrative: false,
    title: "How a UK planning consultancy grew organic clicks by 453% in 30 days",
    intro:
      "STAT Planning is a town and local planning consultancy serving Nottinghamshire and the East Midlands. Working white-label behind its web agency, we took its organic clicks from 17 to 94 in 30 days.",
    challenge: [
      "With fewer than 10 staff, the consultancy needed its website to bring in B2B planning work across its region.",
      "Before the work began, only 4 of its keywords were indexed, its pages averaged position 53 in Google, and the site had earned just 17 organic clicks from 229 impressions.",
    ],
    delivered: [
      "Local SEO targeting planning searches across Nottinghamshire and the East Midlands",
      "On-page optimization of the site's key service pages",
      "Priority keyword targeting, tracked month on month in Google Search Console",
      "White-label delivery through the consultancy's web agency, which kept the client relationship",
    ],
    tech: ["Local SEO", "On-page optimization"],
    related: ["ubu-design-case-study", "citypat-case-study", "seo-case-study"],
    year: "2025",
  },
  {
    slug: "ubu-design-case-study",
    aliases: ["ubu-design"],
    client: "UBU Design",
    service: "seo",
    servicesUsed: ["White-label SEO", "B2B SEO", "Technical SEO"],
    isIllustrative: false,
    title: "How a UK architecture and design studio earned 482 organic clicks in 90 days",
    intro:
      "UBU Design is a UK architecture and design practice focused on commercial projects. In 90 days of white-label B2B and technical SEO, its site earned 482 organic clicks and 50,900 search impressions.",
    challenge: [
      "Before the campaign, the website drew just 0–2 organic visitors a day. For a practice that wins commercial projects, search was doing very little to put it in front of potential clients.",
      "The SEO was commissioned white-label through the studio's web agency and measured over 90 days, from May to July 2025.",
    ],
    delivered: [
      "B2B SEO aimed at the searches commercial clients use to find architecture and design firms",
      "Technical SEO fixes across the site",
      "Tracking of clicks, impressions, average position and returning users",
      "White-label delivery through the partner web agency",
    ],
    tech: ["B2B SEO", "Technical SEO"],
    related: ["stat-planning-case-study", "griffin-group-case-study", "citypat-case-study"],
    year: "2025",
  },
  {
    slug: "citypat-case-study",
    aliases: ["citypat"],
    client: "Citypat",
    service: "seo",
    servicesUsed: ["White-label SEO", "Local SEO", "Google Business Profile optimization"],
    isIllustrative: false,
    title: "How a UK PAT testing company reached 34.6K search impressions in six months",
    intro:
      "Citypat provides electrical safety, PAT testing and compliance services to businesses and households in the UK. Six months of white-label local SEO built its presence to 34.6K impressions and 244 organic clicks, with an 88.37% engagement rate.",
    challenge: [
      "Citypat serves both business and residential customers, so it needed to appear for a wide spread of testing and compliance searches rather than a single core term.",
      "The work was commissioned white-label through its web agency and measured over six months, from 17 January to 17 July 2025.",
    ],
    delivered: [
      "Keyword research across PAT testing, electrical safety and compliance searches",
      "Dedicated landing pages for the company's core services",
      "Schema markup and consistent name, address and phone (NAP) details",
      "Google Business Profile optimization",
      "Citation building on relevant directories",
      "White-label delivery through the partner web agency",
    ],
    tech: ["Keyword research", "Landing pages", "Schema and NAP", "Google Business Profile", "Citations"],
    related: ["stat-planning-case-study", "scuba-diving-case-study", "griffin-group-case-study"],
    year: "2025",
  },
  {
    slug: "griffin-group-case-study",
    aliases: [],
    client: "Griffin Group",
    service: "seo",
    servicesUsed: ["White-label SEO", "Local SEO"],
    isIllustrative: false,
    title: "How an Essex property developer grew website sessions by 16.24% in one quarter",
    intro:
      "Griffin Group develops and invests in property across Essex and South-East England. Local SEO delivered white-label through SocialLand Digital grew users by 12.02% and sessions by 16.24% over Q2 2025.",
    challenge: [
      "Griffin Group works with both business and private clients, so its website has to earn local visibility across Essex and the wider South-East.",
      "The SEO was delivered white-label through its marketing agency, SocialLand Digital, which kept the client relationship. The starting point for the quarter was 5,984 users and 6,200 sessions.",
    ],
    delivered: [
      "Local SEO focused on property searches across Essex and South-East England",
      "Ranking work that improved average positions by 7 places",
      "Tracking of users, sessions, engagement and returning visitors alongside rankings",
      "White-label delivery through partner agency SocialLand Digital",
    ],
    tech: ["Local SEO"],
    related: ["ubu-design-case-study", "seo-case-study", "social-land"],
    year: "2025",
  },

  // ---------------------------------------------------------------- Google Ads
  {
    slug: "arlingsworth-solicitors-case-study",
    aliases: [],
    client: "Arlingsworth Solicitors",
    service: "google-ads",
    servicesUsed: ["Google Ads management", "Search campaigns", "Performance Max"],
    isIllustrative: false,
    title: "How a UK family-law firm reached a £6.51 cost per acquisition with Performance Max",
    intro:
      "Arlingsworth Solicitors handles family law, probate and divorce for private clients in the UK. Its Search and Performance Max campaigns generated 100+ conversions, with the best campaign converting at 18.95% and Performance Max reaching a £6.51 cost per acquisition.",
    challenge: [
      "Family law, probate and divorce are competitive search categories. With an average daily budget of £117.22, the firm needed clicks to turn into calls and inquiries rather than simply traffic.",
    ],
    delivered: [
      "Google Ads Search campaigns built around family law, probate and divorce searches",
      "Performance Max campaigns running alongside Search",
      "Responsive Search Ads for ongoing headline and description testing",
      "Maximize Conversions bidding",
      "Tracking of calls and inquiry conversions",
    ],
    tech: ["Google Ads Search", "Performance Max", "Responsive Search Ads", "Maximize Conversions bidding"],
    related: ["junksaway-case-study", "the-dog-guy-case-study"],
    year: "2025",
  },
  {
    slug: "junksaway-case-study",
    aliases: ["junksaway"],
    client: "JunksAway",
    service: "google-ads",
    servicesUsed: ["Google Ads management", "Search campaigns", "Performance Max"],
    isIllustrative: false,
    title: "How a US junk-removal company cut its cost per acquisition by 82%",
    intro:
      "JunksAway provides junk removal and waste management for households and businesses in the US. Its Google Ads cost per acquisition fell from $34.37 to $6.09, an 82% reduction, across 706 conversions.",
    challenge: [
      "Before the work, each conversion cost $34.37 and the account was losing around 45% of its available impression share, so the company was missing a large part of the searches it could have appeared for.",
    ],
    delivered: [
      "Google Ads Search campaigns for junk-removal and waste-management searches",
      "Responsive Search Ads for ongoing headline and description testing",
      "A Performance Max campaign that produced 444 conversions on $2,703 of spend",
      "Ongoing optimization focused on cost per acquisition",
    ],
    tech: ["Google Ads Search", "Performance Max", "Responsive Search Ads"],
    related: ["arlingsworth-solicitors-case-study", "the-dog-guy-case-study"],
    year: "2025",
  },
  {
    slug: "the-dog-guy-case-study",
    aliases: [],
    client: "The Dog Guy",
    service: "google-ads",
    servicesUsed: ["Google Ads management", "Search campaigns"],
    isIllustrative: false,
    title: "How a UK dog trainer generated 192 Google Ads conversions at £20.35 each",
    intro:
      "The Dog Guy is a UK dog-training business serving pet owners. Four Search campaigns on a £128 daily budget produced 192 conversions, 191 of them lead form submissions, at an average cost of £20.35.",
    challenge: [
      "As a consumer pet-services business, The Dog Guy needed a steady flow of training inquiries from dog owners at a cost per lead that fits a small service business.",
    ],
    delivered: [
      "Four active Google Ads Search campaigns",
      "Responsive Search Ads for ongoing headline and description testing",
      "Lead form conversion tracking",
      "Budget management at £128 a day, with £3,906.48 spent over the period",
    ],
    tech: ["Google Ads Search", "Responsive Search Ads"],
    related: ["arlingsworth-solicitors-case-study", "junksaway-case-study"],
    year: "2025",
  },

  // ---------------------------------------------------------------- Dedicated resources
  {
    slug: "social-land",
    aliases: [],
    client: "SocialLand Digital",
    service: "dedicated-resources",
    servicesUsed: ["Dedicated resources", "WordPress development", "Graphic design", "Video editing"],
    isIllustrative: false,
    title: "How an Essex marketing agency grew project output by 150% with a dedicated team",
    intro:
      "SocialLand Digital is a digital marketing and branding agency in Essex. A six-person dedicated team embedded in its delivery took it from 10–12 to 25+ projects a month, with 60% cost savings.",
    challenge: [
      "The agency was delivering 10–12 projects a month, with a turnaround of 8–10 days each. Growing beyond that meant finding reliable extra capacity across web, design and video work.",
      "The relationship had started with a white-label website for the agency itself and grew into client website builds and, in time, a dedicated team.",
    ],
    delivered: [
      "A six-person dedicated team embedded in the agency's workflow",
      "WordPress development for the agency's client websites",
      "Graphic design support",
      "Video editing support",
      "White-label delivery, so every project goes out under the agency's brand",
    ],
    tech: ["WordPress", "Graphic design", "Video editing"],
    related: ["koala-digital", "website-architect", "socialland-website-case-study"],
    year: null,
  },
  {
    slug: "koala-digital",
    aliases: [],
    client: "Koala Digital",
    service: "dedicated-resources",
    servicesUsed: ["Dedicated resources", "Google Ads management", "WordPress development"],
    isIllustrative: false,
    title: "How a UK agency grew campaign output by 150% with a two-person dedicated team",
    intro:
      "Koala Digital is a UK agency offering SEO, Google Ads and WordPress services. A two-person dedicated team, a Google Ads expert and a web developer, took it from 6–8 to 15–20 campaigns a month with 55% cost savings.",
    challenge: [
      "Koala Digital was running 6–8 campaigns a month, each taking 6–7 days to turn around. Taking on more Google Ads and WordPress work meant adding specialist capacity.",
    ],
    delivered: [
      "A dedicated Google Ads expert working as part of the agency's team",
      "A dedicated web developer for WordPress work",
      "Turnaround cut from 6–7 days to 2–3 days",
      "White-label delivery, so the agency's clients only ever see its brand",
    ],
    tech: ["Google Ads", "WordPress"],
    related: ["social-land", "website-architect"],
    year: null,
  },
  {
    slug: "website-architect",
    aliases: [],
    client: "Website Architect",
    service: "dedicated-resources",
    servicesUsed: ["Dedicated resources", "WordPress development", "SEO"],
    isIllustrative: false,
    title: "How a solo-founder web agency grew monthly output by 200% and added SEO",
    intro:
      "Website Architect is a UK agency building custom WordPress websites, run by a solo founder. With a small dedicated team behind it, it went from 1–2 to 5–6 websites a month and added SEO as a new service.",
    challenge: [
      "As a one-person business, Website Architect could deliver only 1–2 custom WordPress websites a month and had no SEO offer for its clients.",
      "The relationship started through a BNI networking group.",
    ],
    delivered: [
      "Dedicated WordPress development support for custom website builds",
      "SEO specialists, enabling a new SEO service line",
      "A small team working under the founder's direction",
      "White-label delivery, so clients deal only with Website Architect's brand",
    ],
    tech: ["WordPress", "SEO"],
    related: ["social-land", "koala-digital"],
    year: null,
  },

  // ---------------------------------------------------------------- Web development
  {
    slug: "ts-landscaping-website",
    aliases: [],
    client: "TS Landscaping NC",
    service: "web-development",
    servicesUsed: ["White-label web development", "WordPress development", "Responsive design"],
    isIllustrative: false,
    title: "How a Raleigh landscaping company got its first website in 48 hours",
    intro:
      "TS Landscaping NC (Twins Solutions Landscaping) serves residential and commercial customers in Raleigh, North Carolina. Working white-label for a partner agency, we delivered its first website, with lead capture and quote requests built in, in 48 hours.",
    challenge: [
      "The company had no website at all and relied entirely on word-of-mouth for new leads, with no way to show its finished work or take quote requests online.",
    ],
    delivered: [
      "A responsive WordPress website built from scratch",
      "Lead capture forms",
      "Quote request forms",
      "A portfolio gallery of the company's landscaping work",
      "White-label delivery through a partner agency, completed in 48 hours",
    ],
    tech: ["WordPress", "Responsive design"],
    related: ["vellu-laser-landing-page", "socialland-website-case-study", "green-paradise-branding-website"],
    year: null,
  },
  {
    slug: "vellu-laser-landing-page",
    aliases: [],
    client: "Vellu Laser",
    service: "web-development",
    servicesUsed: ["White-label web development", "Landing page design"],
    isIllustrative: false,
    title: "How a laser hair-removal brand got a conversion-focused landing page in 48 hours",
    intro:
      "Vellu Laser offers laser hair removal in the beauty and skincare market. Working white-label for its agency, AC Graphics Digital, we designed and delivered a conversion-focused, mobile-first landing page in 48 hours.",
    challenge: [
      "The brief called for a single landing page built to convert visitors, designed mobile-first and turned around quickly enough to fit the agency's schedule.",
    ],
    delivered: [
      "Landing page design completed within 24 hours",
      "A mobile-first build focused on conversion",
      "Full delivery within 48 hours",
      "White-label handover through AC Graphics Digital",
    ],
    tech: ["Landing page", "Mobile-first"],
    related: ["ts-landscaping-website", "socialland-website-case-study", "green-paradise-branding-website"],
    year: null,
  },

  {
    slug: "socialland-website-case-study",
    aliases: ["socialland-website"],
    client: "SocialLand Digital",
    service: "web-development",
    servicesUsed: ["White-label web development", "WordPress development"],
    isIllustrative: false,
    title: "How a white-label WordPress build for an Essex agency became a 2-year partnership",
    intro:
      "SocialLand Digital, a digital marketing agency in Essex, needed a professional WordPress website of its own. It was our first white-label website for a UK agency, and it grew into a partnership that has run for two years and is still going.",
    challenge: [
      "For a marketing agency, its own website is part of the pitch: it has to present the agency's services credibly to every prospective client who visits.",
    ],
    delivered: [
      "A WordPress website for the agency's own brand",
      "Follow-on white-label builds of multiple websites for the agency's clients",
      "A dedicated team set up for the agency as the partnership grew",
    ],
    tech: ["WordPress"],
    related: ["ts-landscaping-website", "vellu-laser-landing-page", "social-land"],
    year: null,
  },
  // ---------------------------------------------------------------- Branding
  {
    slug: "green-paradise-branding-website",
    aliases: [],
    client: "Green Paradise",
    service: "branding",
    // facts: secondaryService web-development (the website half of the project)
    secondaryServices: ["web-development"],
    servicesUsed: ["Brand identity design", "White-label web development", "WordPress development"],
    isIllustrative: false,
    title: "How a landscaping business went from no brand to a full identity and website",
    intro:
      "Green Paradise is a landscaping and outdoor-living business that started with neither a brand identity nor a website. Working white-label for a partner agency, we created both: a logo, color palette and brand guidelines, then a website on a custom WordPress theme.",
    challenge: [
      "Green Paradise had no brand identity and no website, so customers had nothing consistent to recognize it by and no way to find it online.",
    ],
    delivered: [
      "Logo design",
      "A color palette",
      "Brand guidelines to keep the identity consistent",
      "A website on a custom WordPress theme built around the new identity",
      "White-label delivery through a partner agency",
    ],
    tech: ["WordPress (custom theme)", "Brand identity"],
    related: ["ts-landscaping-website", "socialland-website-case-study", "vellu-laser-landing-page"],
    year: null,
  },

  // ---------------------------------------------------------------- Illustrative (placeholder) studies
  {
    slug: "web-development",
    aliases: [],
    client: "E-commerce fashion brand",
    service: "web-development",
    servicesUsed: ["White-label web development", "E-commerce development"],
    isIllustrative: true,
    title: "Example engagement: a white-label e-commerce build for a fashion brand",
    intro:
      "This page is an illustrative example, not a measured client result. It shows how we typically run a white-label e-commerce build for a fashion and lifestyle brand on behalf of a partner agency.",
    challenge: [
      "A typical brief in this category comes from an agency whose retail client has outgrown its online store: pages are slow, the mobile experience lags behind desktop and the checkout loses shoppers who were ready to buy.",
      "The agency wants the build handled end to end under its own brand, while it keeps the client relationship and the final say on design.",
    ],
    delivered: [
      "Discovery of the catalogue, checkout flow and mobile experience, agreed with the agency before build work starts",
      "Storefront design and development, delivered white-label under the agency's brand",
      "Mobile-first, speed-optimized page templates",
      "Checkout optimization with payment gateway and shipping set-up",
      "Product-page SEO basics",
      "Agreed revision rounds and a clean handover to the agency's team",
    ],
    tech: ["React"],
    related: ["socialland-website-case-study", "ts-landscaping-website", "vellu-laser-landing-page"],
    year: null,
  },
  {
    slug: "google-ads",
    aliases: [],
    client: "B2B financial software company",
    service: "google-ads",
    servicesUsed: ["White-label Google Ads management"],
    isIllustrative: true,
    title: "Example engagement: white-label Google Ads for a B2B software company",
    intro:
      "This page is an illustrative example, not a measured client result. It walks through how a white-label Google Ads engagement for a B2B financial software company is typically set up and run for a partner agency.",
    challenge: [
      "B2B software buyers search with specific, high-intent terms, and clicks in the category are rarely cheap. A typical brief asks for better lead quality and a lower cost per lead, with reporting the agency can pass straight to its client.",
    ],
    delivered: [
      "Account audit and conversion tracking set-up before any budget changes",
      "Search and Performance Max campaigns built around high-intent keywords",
      "Audience segmentation and landing page recommendations",
      "Ongoing bid, keyword and ad copy optimization",
      "White-label reports and regular strategy calls with the agency",
    ],
    tech: ["Google Ads"],
    related: ["arlingsworth-solicitors-case-study", "junksaway-case-study", "the-dog-guy-case-study"],
    year: null,
  },
  {
    slug: "payflow-systems",
    aliases: [],
    client: "B2B payments startup",
    service: "dedicated-resources",
    servicesUsed: ["Dedicated resources", "Full-stack development", "DevOps"],
    isIllustrative: true,
    title: "Example engagement: a dedicated development team for a fintech startup",
    intro:
      "This page is an illustrative example, not a measured client result. It shows how a dedicated remote development team is typically assembled and run for a Series A fintech startup building B2B payments software.",
    challenge: [
      "A funded fintech startup has to ship product quickly, but hiring full-stack, security and DevOps engineers in-house takes months and a large share of the budget.",
      "A dedicated team lets it add that capacity without a long hiring cycle, while keeping control of the roadmap and priorities.",
    ],
    delivered: [
      "A dedicated team shaped to the roadmap, combining full-stack developers, security specialists, DevOps engineers and a project manager",
      "Front-end and back-end work in React and Node.js",
      "Microservices deployed on AWS with Kubernetes",
      "CI/CD pipelines for frequent, reviewable releases",
      "Team discounts from 5% for 2+ people up to 20% for 8+ people",
    ],
    tech: ["React", "Node.js", "Microservices", "AWS", "Kubernetes", "CI/CD"],
    related: ["social-land", "koala-digital", "website-architect"],
    year: null,
  },
];

import type { RegionCode } from "../constants";
import { en, type UiCopy } from "../i18n/en";
import { formatListPrice } from "../pricing/currency";
import type { ServiceSlug } from "./services";

// The body of each service page: who it is for, what is included,
// packages, white-label delivery, process, FAQs and related case studies.
// Prices and package contents come from the facts (`services`); where a package
// price was below the "from" price (docs/product-rules.md#services-and-prices), that price wins:
// SEO Starter $500 (facts $400), Google Ads Starter $400 (facts $399).
// Kept apart from services.ts, which the route table and home page import: this
// text belongs in the service pages' chunk, not in every page's first load.

export interface ServicePoint {
  title: string;
  text: string;
}

export interface ServicePackage {
  name: string;
  /** Lowest price in USD (the offer's price in structured data). */
  priceUsd: number;
  /** "month": recurring; "project": per project; "one-off": one payment per build. */
  billing: "month" | "project" | "one-off";
  /** True when the price is a minimum ("$12,000+"). */
  isMinimum?: boolean;
  /** Google Ads: the fee excludes the client's ad spend. */
  plusAdSpend?: boolean;
  /** Google Ads: the ad spend the package is sized for (facts `adSpendRange`). */
  adSpendRange?: string;
  /** Who the package suits (facts `audience`), when the facts say. */
  bestFor?: string;
  isPopular?: boolean;
  includes: readonly string[];
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

export interface ServiceIllustration {
  src: string;
  width: number;
  height: number;
}

export interface ServiceDetail {
  slug: ServiceSlug;
  illustration: ServiceIllustration;
  /** Short feature list for the services overview card. */
  whoFor: { intro: string; points: readonly string[] };
  included: readonly ServicePoint[];
  /** Empty for dedicated resources (priced per specialist) and n8n (coming soon). */
  packages: readonly ServicePackage[];
  /** A line under the packages: other platforms, what the fee excludes. */
  packagesNote?: string;
  whiteLabel: readonly ServicePoint[];
  process: readonly ServicePoint[];
  faqs: readonly ServiceFaq[];
  /** Canonical case-study slugs (facts `services[].caseStudies`). */
  relatedCaseStudies: readonly string[];
  /** Said above related studies that are not of this service (AI has none published yet). */
  relatedNote?: string;
}

/**
 * Formats a package price the way visitors read it, in the region's currency
 * (docs/decisions/0008-pricing.md) and language: "$1,200/month", "$12,000+/project", "1.030 €/Monat".
 */
export function formatPackagePrice(
  p: Pick<ServicePackage, "priceUsd" | "billing" | "isMinimum" | "plusAdSpend">,
  region: RegionCode = "US",
  units: UiCopy["common"] = en.common,
): string {
  const amount = `${formatListPrice(p.priceUsd, region)}${p.isMinimum ? "+" : ""}`;
  const unit = p.billing === "month" ? units.perMonth : p.billing === "project" ? units.perProject : units.oneTime;
  return `${amount}${unit}${p.plusAdSpend ? units.plusAdSpend : ""}`;
}

const illustration = (name: string): ServiceIllustration => ({ src: `/images/services/${name}.svg`, width: 640, height: 400 });

/** The same white-label promise, said in each service's own terms. */
const whiteLabelCore = (work: string, reports: string): ServicePoint[] => [
  {
    title: "Your brand, not ours",
    text: `${work} Nothing your client sees carries our name or logo.`,
  },
  {
    title: "You keep the client",
    text: "You stay your client's only point of contact. We work behind you, answer to you and never approach your clients.",
  },
  {
    title: "Reports you can forward",
    text: reports,
  },
  {
    title: "One contact on our side",
    text: "A named contact coordinates the work, answers within 24 hours and keeps you ahead of every deadline.",
  },
];

export const serviceDetails: Record<ServiceSlug, ServiceDetail> = {
  seo: {
    slug: "seo",
    illustration: illustration("seo"),
    whoFor: {
      intro: "For agencies that sell SEO under their own name and would rather not build an SEO department to deliver it.",
      points: [
        "Web design and marketing agencies whose clients keep asking how to rank higher",
        "Agencies with local-business and start-up clients that need Google Business Profile work, citations and location pages",
        "Agencies serving growing companies, online stores and larger sites that need real technical depth",
        "Freelancers and small studios adding SEO as a new service line without hiring",
      ],
    },
    included: [
      { title: "Keyword research", text: "Keywords grouped by search intent and mapped to the pages that should rank for them." },
      {
        title: "On-page optimization",
        text: "Titles, meta descriptions, headings, internal links and copy tuned on the pages that matter most.",
      },
      {
        title: "Technical SEO audit and fixes",
        text: "Speed, mobile usability, crawl errors, redirects, schema markup and Core Web Vitals, found and fixed.",
      },
      {
        title: "Local SEO",
        text: "Google Business Profile set-up, local citations and location signals for businesses that serve an area.",
      },
      { title: "Content and SEO blogging", text: "Articles written for your client's audience and the keywords they need to win." },
      { title: "Link building", text: "Links from relevant, established sites, with a minimum domain authority set by each package." },
      { title: "E-commerce SEO", text: "Product and category pages structured and written so that shoppers find them in search." },
      { title: "Monthly reporting", text: "Rankings, traffic and the work completed, in a report ready to go out under your brand." },
    ],
    packages: [
      {
        name: "Starter SEO",
        priceUsd: 500,
        billing: "month",
        bestFor: "Local businesses and start-ups",
        includes: [
          "Basic site audit with quick fixes",
          "10 primary keywords",
          "5 pages optimized",
          "Speed, mobile and meta tag fixes",
          "Google Business Profile set-up for 1 location",
          "1 blog post a month (1,000 words)",
          "2 links a month (DA 30+)",
          "Basic competitor scan",
          "Monthly summary report",
        ],
      },
      {
        name: "Growth SEO",
        priceUsd: 650,
        billing: "month",
        bestFor: "Growing companies",
        isPopular: true,
        includes: [
          "Full technical and on-page audit",
          "25 keywords grouped by search intent",
          "10 pages optimized",
          "Schema, redirect and crawl fixes",
          "3 locations plus citations",
          "2 blog posts a month (1,000–1,200 words)",
          "5 links a month (DA 40+)",
          "Analysis of 5 competitors",
          "Monthly report plus a review call",
        ],
      },
      {
        name: "Pro SEO",
        priceUsd: 1200,
        billing: "month",
        bestFor: "Online stores and enterprise sites",
        includes: [
          "Deep crawl and a custom technical plan",
          "50+ keywords segmented by intent",
          "20 pages optimized plus conversion tracking",
          "Core Web Vitals and JavaScript SEO",
          "5+ locations plus a review strategy",
          "4 blog posts a month (1,500+ words)",
          "10 links a month (DA 50+)",
          "Full competitive landscape and quarterly reports",
          "Dashboard plus strategy calls every two weeks",
        ],
      },
    ],
    whiteLabel: whiteLabelCore(
      "Audits, keyword plans and content are delivered ready to present as your agency's work.",
      "Monthly reports arrive unbranded or under your logo, so you can send them to your client as they are.",
    ),
    process: [
      {
        title: "Brief and access",
        text: "You share your client's goals, website and account access. We confirm the package and the priorities.",
      },
      {
        title: "Audit and keyword plan",
        text: "We audit the site, research keywords and agree the pages to target before any changes are made.",
      },
      { title: "Monthly delivery", text: "On-page fixes, content, links and local work go live each month, following the agreed plan." },
      {
        title: "White-label reporting",
        text: "Every month you receive a report under your brand, with the work done and how rankings and traffic moved.",
      },
      {
        title: "Review and adjust",
        text: "We review the results with you and shift the effort to where it pays off best for your client.",
      },
    ],
    faqs: [
      {
        question: "Will my clients know that you do the SEO work?",
        answer:
          "No. Reports, audits and content are delivered under your brand and we never contact your clients. As far as they are concerned, the work is your agency's.",
      },
      {
        question: "How much does white-label SEO cost?",
        answer:
          "Packages start at $500 a month for Starter SEO. Growth SEO is $650 a month and Pro SEO $1,200 a month. Each package lists its keywords, pages, content and links, so you can price your own retainer with a clear margin.",
      },
      {
        question: "Which package suits my client?",
        answer:
          "Starter suits local businesses and start-ups with one location. Growth suits growing companies that need full technical work and up to 3 locations. Pro is built for online stores and enterprise sites with 5 or more locations, JavaScript SEO and bi-weekly strategy calls.",
      },
      {
        question: "How quickly do results show?",
        answer:
          "It depends on the site and its competition. In our published case studies, a UK planning consultancy grew organic clicks from 17 to 94 within 30 days, while a North Carolina foundation-repair firm saw its main gains over 6 months.",
      },
      {
        question: "Do you handle local SEO for businesses with several locations?",
        answer:
          "Yes. Starter covers Google Business Profile set-up for 1 location, Growth covers 3 locations with citations, and Pro covers 5 or more locations with a review strategy.",
      },
      {
        question: "What is in the monthly report?",
        answer:
          "Rankings, traffic and the work completed that month. Growth adds a review call, and Pro adds a live dashboard and quarterly reports on the competitive landscape.",
      },
    ],
    relatedCaseStudies: [
      "griffin-group-case-study",
      "seo-case-study",
      "scuba-diving-case-study",
      "stat-planning-case-study",
      "ubu-design-case-study",
      "citypat-case-study",
    ],
  },

  "google-ads": {
    slug: "google-ads",
    illustration: illustration("google-ads"),
    whoFor: {
      intro: "For agencies that want to offer paid search without hiring and training their own PPC specialists.",
      points: [
        "Marketing agencies whose clients want leads from Google this month, not after a hiring round",
        "SEO and web agencies adding pay-per-click management to their retainers",
        "Agencies with local service clients such as law firms, trades and home services",
        "Agencies with online stores that need Shopping and Performance Max campaigns",
      ],
    },
    included: [
      { title: "Campaign management", text: "Account structure, bidding, budgets and day-to-day optimization across every campaign." },
      { title: "Keyword targeting", text: "High-intent keywords, search-term reviews and negative keywords that stop wasted spend." },
      { title: "Ad copywriting", text: "Responsive Search Ads written and tested so the best headlines and descriptions win." },
      {
        title: "Conversion tracking",
        text: "Calls, forms and purchases tracked, so results are measured in leads and sales, not only clicks.",
      },
      {
        title: "Every campaign type",
        text: "Search, Performance Max, Display, Brand, remarketing, YouTube and Shopping campaigns, depending on the package.",
      },
      { title: "Branded reporting", text: "Monthly reports and strategy calls, ready to pass on to your client as your agency's own." },
    ],
    packages: [
      {
        name: "Starter",
        priceUsd: 400,
        billing: "month",
        plusAdSpend: true,
        adSpendRange: "$1,000–$3,000",
        includes: [
          "Search and Performance Max campaigns",
          "Remarketing",
          "Up to 2 locations",
          "3 search ad sets",
          "Conversion tracking set-up",
          "Monthly summary report",
          "Email support",
        ],
      },
      {
        name: "Growth",
        priceUsd: 799,
        billing: "month",
        plusAdSpend: true,
        adSpendRange: "$3,000–$8,000",
        isPopular: true,
        includes: [
          "Search, Performance Max, Display and Brand campaigns",
          "Up to 5 locations",
          "5 search ads and 1 display creative",
          "Landing page recommendations",
          "Audience segmentation",
          "Monthly competitor monitoring",
          "PDF reports",
          "2 strategy calls a month",
        ],
      },
      {
        name: "Scale",
        priceUsd: 1299,
        billing: "month",
        plusAdSpend: true,
        adSpendRange: "$8,000–$15,000",
        includes: [
          "Full-funnel Search, Display and YouTube",
          "Shopping ads for online stores",
          "Nationwide or up to 10 locations",
          "Advanced audience segmentation",
          "A/B testing recommendations",
          "Competitor monitoring every two weeks",
          "Dashboard access",
          "3 strategy calls a month and priority support",
        ],
      },
    ],
    packagesNote: "Fees cover management only. Your client's ad spend is paid to Google separately.",
    whiteLabel: whiteLabelCore(
      "Campaign plans, ad copy and recommendations are delivered ready to present as your agency's work.",
      "Reports and dashboards carry your brand, so your client sees results from your agency and nobody else.",
    ),
    process: [
      {
        title: "Account review",
        text: "We review the existing account, or the business if it is new to Google Ads, and agree goals and budget.",
      },
      {
        title: "Tracking first",
        text: "Conversion tracking is set up or repaired before budgets change, so every decision rests on real data.",
      },
      { title: "Campaign build", text: "Campaigns, keywords, audiences and ads are built around the searches that bring in customers." },
      { title: "Optimize continuously", text: "Bids, search terms, negatives and ad copy are tuned against cost per lead, not clicks." },
      {
        title: "Report under your brand",
        text: "You receive reports and strategy calls to pass on, with clear next steps for your client.",
      },
    ],
    faqs: [
      {
        question: "Is the ad spend included in the price?",
        answer:
          "No. The package price is our management fee; the ad budget is paid to Google separately. Starter is sized for ad spend of $1,000–$3,000, Growth for $3,000–$8,000 and Scale for $8,000–$15,000.",
      },
      {
        question: "How much does white-label Google Ads management cost?",
        answer:
          "Management starts at $400 a month with the Starter package. Growth is $799 a month and Scale $1,299 a month, each plus ad spend.",
      },
      {
        question: "Which campaign types do you run?",
        answer:
          "Search, Performance Max and remarketing from Starter; Display and Brand campaigns from Growth; YouTube and Shopping ads in Scale.",
      },
      {
        question: "Do you set up conversion tracking?",
        answer:
          "Yes, every package includes it. Results are reported as calls, form submissions and sales, not just clicks and impressions.",
      },
      {
        question: "What results have you achieved?",
        answer:
          "For a US junk-removal company, cost per acquisition fell from $34.37 to $6.09 across 706 conversions. A UK family-law firm reached a £6.51 cost per acquisition with Performance Max. The case studies below show the details.",
      },
      {
        question: "How do I see what is happening in the account?",
        answer:
          "Starter includes a monthly summary report and email support, Growth adds PDF reports and two strategy calls a month, and Scale adds dashboard access and priority support.",
      },
    ],
    relatedCaseStudies: ["arlingsworth-solicitors-case-study", "junksaway-case-study", "the-dog-guy-case-study"],
  },

  "web-development": {
    slug: "web-development",
    illustration: illustration("web-development"),
    whoFor: {
      intro: "For agencies that sell websites and need dependable designers and developers to build them.",
      points: [
        "Marketing and SEO agencies whose clients need a new or better website first",
        "Design studios that have the creative ideas but not the development capacity",
        "Agencies selling online stores on WooCommerce, Shopify or BigCommerce",
        "Agencies that want a spare pair of hands when several launches land at once",
      ],
    },
    included: [
      { title: "Website design", text: "Custom layouts built from your brief or your designer's files, on brand for your client." },
      {
        title: "E-commerce development",
        text: "WooCommerce, Shopify and BigCommerce stores with payments, shipping, coupons and upsells set up.",
      },
      {
        title: "Mobile-friendly by default",
        text: "Every page is responsive and checked on phones, tablets and desktops before handover.",
      },
      { title: "Content management", text: "WordPress and store back-ends your client can edit without calling anyone." },
      {
        title: "SEO-ready builds",
        text: "Meta tags, image alt text, speed work and analytics set up so the site can be found from day one.",
      },
      {
        title: "Custom-coded sites",
        text: "When a theme is not enough, custom-coded builds for sites with their own logic and integrations.",
      },
    ],
    packages: [
      {
        name: "WordPress Starter",
        priceUsd: 600,
        billing: "one-off",
        includes: [
          "Up to 5 pages",
          "Elementor build",
          "Responsive on every screen size",
          "Basic SEO (meta tags, alt text)",
          "Contact form and social links",
          "Google Analytics",
          "1 round of revisions",
          "Delivery in 7 days",
        ],
      },
      {
        name: "WordPress Business",
        priceUsd: 1200,
        billing: "one-off",
        isPopular: true,
        includes: [
          "Up to 10 pages",
          "Custom design in Elementor Pro",
          "Speed optimized",
          "On-page SEO",
          "Lead forms and live chat",
          "Blog set-up",
          "Google Analytics and Search Console",
          "2 rounds of revisions",
          "Delivery in 10–12 days",
        ],
      },
      {
        name: "E-commerce Store",
        priceUsd: 1500,
        billing: "one-off",
        includes: [
          "Up to 10 pages and 10 products",
          "WooCommerce storefront",
          "Optimized checkout",
          "Product SEO",
          "Payment gateway and shipping",
          "Coupons, upsells and shipping rules",
          "2 rounds of revisions",
          "Delivery in 12–15 days",
        ],
      },
    ],
    packagesNote: "Shopify builds start at $750 and BigCommerce builds at $850. Custom-coded sites are quoted after a short scoping call.",
    whiteLabel: whiteLabelCore(
      "Designs, staging links and the finished site are handed over as your agency's work.",
      "Progress updates and handover notes come without our branding, ready to share with your client.",
    ),
    process: [
      { title: "Brief", text: "You send the brief, content and any designs. We confirm the scope, platform and delivery date." },
      { title: "Design", text: "We design the key pages first and agree them with you before development starts." },
      { title: "Build", text: "The site is developed on a staging address you can share with your client under your name." },
      { title: "Review and revisions", text: "You collect feedback and we apply it within the revision rounds of your package." },
      { title: "Launch and handover", text: "We launch the site or hand it to your team, with analytics and basic SEO in place." },
    ],
    faqs: [
      {
        question: "How long does a website take?",
        answer:
          "WordPress Starter is delivered in 7 days, WordPress Business in 10–12 days and an E-commerce Store in 12–15 days. Smaller jobs can move faster: a landscaping company's first website and a laser clinic's landing page were each delivered in 48 hours.",
      },
      {
        question: "What does a website cost?",
        answer:
          "WordPress sites start at $600 one-time, WordPress Business is $1,200 and a WooCommerce store $1,500. Shopify builds start at $750 and BigCommerce at $850; custom-coded sites are quoted per project.",
      },
      {
        question: "Which platforms do you build on?",
        answer:
          "WordPress, Shopify, BigCommerce and custom-coded sites. We recommend a platform based on what your client needs to run day to day.",
      },
      {
        question: "Will the finished site mention you?",
        answer: "No. The site is handed over as your agency's work, with no credit to us on the pages or in what your client sees.",
      },
      {
        question: "How many revisions are included?",
        answer: "WordPress Starter includes 1 round of revisions; WordPress Business and the E-commerce Store include 2.",
      },
      {
        question: "Is SEO included in the build?",
        answer:
          "Every package includes the basics, such as meta tags and image alt text. WordPress Business adds on-page SEO and Search Console, and the E-commerce Store adds product SEO.",
      },
    ],
    relatedCaseStudies: [
      "socialland-website-case-study",
      "ts-landscaping-website",
      "vellu-laser-landing-page",
      "green-paradise-branding-website",
    ],
  },

  "ai-development": {
    slug: "ai-development",
    illustration: illustration("ai-development"),
    whoFor: {
      intro: "For agencies whose clients are asking for AI and who want to say yes without building an AI team.",
      points: [
        "Web and software agencies adding AI features to the products they build",
        "Marketing agencies offering chatbots and AI customer support to their clients",
        "Agencies with clients who need AI connected to the platforms they already run",
        "Agencies exploring agentic platforms and AI-first web or mobile apps",
      ],
    },
    included: [
      { title: "AI-powered web and mobile apps", text: "New applications with AI at their core, designed and built end to end." },
      { title: "Agentic platforms", text: "AI agents that carry out multi-step tasks for your client's team or customers." },
      { title: "AI integration", text: "AI added to the websites, stores and tools your client already uses." },
      { title: "AI chatbots and support", text: "Chatbots that answer questions and handle support around the clock." },
      { title: "Content generation and personalization", text: "AI that drafts content or tailors what each visitor sees." },
      { title: "Data analysis and automation", text: "AI that turns your client's data into reports and automates repetitive work." },
    ],
    packages: [
      {
        name: "AI Starter",
        priceUsd: 2000,
        billing: "project",
        includes: [
          "A basic AI chatbot",
          "Up to 1,000 interactions a month",
          "Email support",
          "Basic analytics",
          "1 round of revisions",
          "30 days of support after launch",
        ],
      },
      {
        name: "AI Business",
        priceUsd: 5500,
        billing: "project",
        isPopular: true,
        includes: [
          "Advanced AI implementation",
          "Up to 10,000 interactions a month",
          "Priority support",
          "Advanced analytics",
          "3 rounds of revisions",
          "90 days of support after launch",
          "Custom integrations",
          "Training and documentation",
        ],
      },
      {
        name: "AI Enterprise",
        priceUsd: 12000,
        billing: "project",
        isMinimum: true,
        includes: [
          "A fully custom AI solution",
          "Unlimited interactions",
          "Support around the clock",
          "Full analytics suite",
          "Unlimited revisions",
          "1 year of support",
          "Custom APIs",
          "Team workshops",
          "Performance guarantees",
        ],
      },
    ],
    packagesNote:
      "Typical starting points: AI chatbots from $2,500 (2–4 weeks), content generation from $1,800 (1–3 weeks), customer support from $3,200 (3–5 weeks), data analysis from $4,000 (4–6 weeks), personalization from $3,500 (3–5 weeks) and AI-powered automation from $2,800 (2–4 weeks).",
    whiteLabel: whiteLabelCore(
      "Specifications, demos and the finished application are delivered as your agency's work.",
      "Analytics and progress reports carry your brand, ready to share with your client.",
    ),
    process: [
      { title: "Discovery call", text: "We learn what your client wants AI to do and which systems it has to work with." },
      { title: "Scope and quote", text: "You receive a written scope, timeline and project price to mark up for your client." },
      {
        title: "Build and train",
        text: "We build the solution, connect it to your client's data and tools, and test it against real cases.",
      },
      { title: "Launch", text: "The solution goes live under your agency's name, with documentation for your client's team." },
      { title: "Support", text: "Support continues after launch: 30 days, 90 days or a full year, depending on the package." },
    ],
    faqs: [
      {
        question: "What kinds of AI solutions do you build?",
        answer:
          "AI-powered web and mobile apps, agentic platforms and AI integrations into existing platforms, including chatbots, AI customer support, content generation, personalization, data analysis and automation.",
      },
      {
        question: "How much does an AI project cost?",
        answer:
          "Projects start at $2,000 with AI Starter. AI Business is $5,500 and AI Enterprise starts at $12,000. Every project gets a written scope and price before work starts.",
      },
      {
        question: "How long does an AI project take?",
        answer:
          "Typical timelines run from 1–3 weeks for content generation to 4–6 weeks for data analysis. Chatbots and AI-powered automation usually take 2–4 weeks.",
      },
      {
        question: "Can you add AI to a platform my client already uses?",
        answer:
          "Yes. Integrating AI into existing platforms is one of our three core AI services, alongside new AI-powered apps and agentic platforms.",
      },
      {
        question: "What support do we get after launch?",
        answer: "AI Starter includes 30 days of support, AI Business 90 days and AI Enterprise a full year.",
      },
    ],
    relatedCaseStudies: ["socialland-website-case-study", "ts-landscaping-website", "vellu-laser-landing-page"],
    relatedNote:
      "We have not published an AI case study yet. These web projects show how our developers deliver white-label builds for agencies.",
  },

  "dedicated-resources": {
    slug: "dedicated-resources",
    illustration: illustration("dedicated-resources"),
    whoFor: {
      intro: "For agencies with more client work than people, that want to grow capacity without the cost and delay of hiring.",
      points: [
        "Agencies turning down projects because the team is fully booked",
        "Agency owners who want specialists working their way, every day, rather than freelancers on call",
        "Agencies adding a new service line, such as SEO or Google Ads, with someone who already knows the work",
        "Solo founders and small studios that need a team behind them to take on bigger clients",
      ],
    },
    included: [
      {
        title: "Your specialists, full time on your work",
        text: "Each specialist works on your clients only, in your tools and to your priorities.",
      },
      { title: "Any mix of roles", text: "Combine designers, developers, marketers and assistants into one team that fits your workload." },
      { title: "Hiring handled for you", text: "We find and employ the specialists; you direct their work like the rest of your team." },
      { title: "Room to scale", text: "Add people as your client list grows, with bigger discounts as the team grows." },
    ],
    packages: [],
    whiteLabel: whiteLabelCore(
      "Your specialists work under your agency's name in your tools, emails and meetings.",
      "Work is delivered straight into your own processes and reports, so your clients only ever see your agency.",
    ),
    process: [
      { title: "Tell us what you need", text: "Describe the roles, skills, seniority and working hours your agency needs." },
      { title: "Meet your specialists", text: "We put forward specialists who match, and you decide who joins your team." },
      { title: "Onboarding", text: "Your new team members are set up in your tools and introduced to your clients' work." },
      { title: "Daily work, your way", text: "They work on your tasks and priorities every day and report to you." },
      { title: "Scale up or down", text: "Add roles as work grows; team discounts rise from 5% for 2 people to 20% for 8 or more." },
    ],
    faqs: [
      {
        question: "How much does a dedicated specialist cost?",
        answer:
          "Dedicated resources start at $400 a month. The price depends on the role, seniority and hours; the pricing calculator gives a detailed estimate for the team you have in mind.",
      },
      {
        question: "What team discounts are there?",
        answer:
          "The more people you add, the less each one costs: 5% off for 2 or more, 10% for 3 or more, 15% for 5 or more and 20% for 8 or more.",
      },
      {
        question: "How much can my agency save compared with hiring in-house?",
        answer:
          "On average, agencies save 60% compared with building the same team in-house. SocialLand Digital, an Essex agency, saved 60% with a six-person team, and Koala Digital saved 55% with two specialists.",
      },
      {
        question: "Which roles can I hire?",
        answer:
          "Graphic designers, video editors, SEO specialists, Google Ads experts, web developers and full-stack developers, plus data entry specialists, virtual assistants and social media managers.",
      },
      {
        question: "Do the specialists work under my agency's brand?",
        answer: "Yes. They work in your tools, under your agency's name, and your clients only ever deal with your agency.",
      },
      {
        question: "Is there a set-up fee?",
        answer: "Ask for the SETUP FREE offer when you get in touch and we will waive the set-up cost for your new team.",
      },
    ],
    relatedCaseStudies: ["social-land", "koala-digital", "website-architect", "payflow-systems"],
  },

  "n8n-automations": {
    slug: "n8n-automations",
    illustration: illustration("n8n-automations"),
    whoFor: {
      intro: "For agencies that want to sell workflow automation to their clients without learning n8n themselves.",
      points: [
        "Agencies whose clients lose leads between forms, inboxes and their CRM",
        "Agencies that spend hours each month building the same client reports by hand",
        "Agencies that want a recurring automation service to sit next to SEO, ads and websites",
      ],
    },
    included: [
      { title: "Lead routing", text: "New leads from forms and ads sent straight to the right inbox, CRM or chat channel." },
      { title: "Automated reporting", text: "Data pulled from your clients' tools into regular reports without copy and paste." },
      { title: "Client operations", text: "The repetitive tasks between tools automated, from onboarding to invoicing reminders." },
      { title: "Maintenance", text: "Workflows monitored and kept running when the tools they connect change." },
    ],
    packages: [],
    whiteLabel: whiteLabelCore(
      "Workflows will be documented and handed over as your agency's work.",
      "Handover notes and run reports will carry your brand, not ours.",
    ),
    process: [
      { title: "Join the waitlist", text: "Leave your email on this page and tell us which automations your clients ask about." },
      { title: "Launch news", text: "We email the waitlist first when the service opens, with its scope and prices." },
      { title: "First workflows", text: "Your first client workflows are scoped, built and handed over under your agency's name." },
    ],
    faqs: [
      {
        question: "When will the n8n automation service launch?",
        answer: "We have not set a date yet. Join the waitlist and you will hear first, before the service is announced anywhere else.",
      },
      {
        question: "What will the service include?",
        answer:
          "The plan is to build and maintain n8n workflows for your clients: lead routing, reporting and the repetitive tasks in between, delivered white-label like all our services.",
      },
      {
        question: "Can you help with automation before launch?",
        answer:
          "Our AI development service already covers AI-powered automation, and a dedicated specialist can take on repetitive work today. Get in touch and we will suggest the right option.",
      },
      {
        question: "What happens to my email address?",
        answer: "We use it only to tell you when the service launches. You can ask us to remove it at any time.",
      },
    ],
    relatedCaseStudies: [],
  },
};

export function requireServiceDetail(slug: ServiceSlug): ServiceDetail {
  return serviceDetails[slug];
}

// The home form's "Dedicated Resource" sub-services: the roles a visitor can hire.
export const dedicatedRoles: readonly ServicePoint[] = [
  { title: "Graphic Designer", text: "Social graphics, ad creatives, brand assets and website visuals for your clients." },
  { title: "Video Editor", text: "Edits for social media, ads and websites, cut to your clients' brand guidelines." },
  { title: "SEO Specialist", text: "Audits, on-page work, content briefs and link building across your client list." },
  { title: "Google Ads Expert", text: "Campaign builds, daily optimization and reporting for your paid search clients." },
  { title: "Web Developer", text: "WordPress and e-commerce builds, updates and fixes for client websites." },
  { title: "Full-Stack Developer", text: "Custom web applications, integrations and back-end work beyond what themes can do." },
  {
    title: "Others (Data Entry / Virtual Assistants / Social Media Managers)",
    text: "Support roles that keep client work moving: data entry, admin and day-to-day social media management.",
  },
];

// facts `services[dedicated-resources].teamDiscounts`: up to 20%.
export const teamDiscounts: readonly { teamSize: string; discount: string }[] = [
  { teamSize: "2+ people", discount: "5%" },
  { teamSize: "3+ people", discount: "10%" },
  { teamSize: "5+ people", discount: "15%" },
  { teamSize: "8+ people", discount: "20%" },
];

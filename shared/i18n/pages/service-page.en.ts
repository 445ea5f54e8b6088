import type { ServiceSlug } from "../../content/services";

// The chrome of the service pages and the services overview (client/pages/service,
// client/pages/services): headings, buttons, labels and the n8n waitlist form. What each
// service includes, its packages, process and FAQs are the service's own words
// (shared/i18n/pages/service-details/<slug>.<language>.ts).

/** A page's `<title>` (without the brand) and meta description; a service's description names its "from" price. */
type ServiceMeta = { title: string; description: (from: string) => string };

const serviceMetaEn: Record<ServiceSlug, ServiceMeta> = {
  seo: {
    title: "White-Label SEO Services for Agencies",
    description: (from) =>
      `White-label SEO for agencies: audits, on-page optimisation, local SEO, content and link building delivered under your brand, from ${from} a month.`,
  },
  "web-development": {
    title: "White-Label Web Development for Agencies",
    description: (from) =>
      `White-label website development for agencies: WordPress, Shopify, BigCommerce and custom builds delivered under your brand, from ${from} per site.`,
  },
  "google-ads": {
    title: "White-Label Google Ads & PPC Management",
    description: (from) =>
      `White-label Google Ads management for agencies: campaign setup, optimisation, conversion tracking and branded reporting, from ${from} a month plus ad spend.`,
  },
  "ai-development": {
    title: "White-Label AI Development for Agencies",
    description: (from) =>
      `White-label AI development: chatbots, AI web and mobile apps, agentic platforms and integrations delivered under your agency's brand, from ${from} per project.`,
  },
  "dedicated-resources": {
    title: "Dedicated Remote Specialists for Agencies",
    description: (from) =>
      `Hire dedicated designers, developers, SEO and Google Ads specialists for your agency from ${from} a month, with team discounts up to 20% and 60% average savings.`,
  },
  "n8n-automations": {
    title: "n8n Automations for Agencies (Coming Soon)",
    description: () =>
      "White-label n8n workflow automation for agencies is coming soon: lead routing, reporting and client operations, built and maintained under your brand.",
  },
};

export const servicePageEn = {
  meta: {
    overview: {
      title: "White-Label Agency Services",
      description:
        "White-label SEO, Google Ads, web development, AI development and dedicated specialists for agencies in the US, UK and Germany, delivered under your brand.",
    },
    services: serviceMetaEn,
  },
  hero: {
    bookCall: "Book a free strategy call",
    notifyMe: "Notify me at launch",
    askAbout: (service: string) => `Ask about ${service}`,
  },
  sections: {
    whoFor: "Who it is for",
    included: "What's included",
    plannedIncluded: "What we plan to include",
    whiteLabel: "How white-label delivery works",
    whiteLabelIntro: "You sell the work as your own. We deliver it behind the scenes and make sure nothing points back to us.",
    process: "How we work together",
    step: (n: number) => `Step ${n}: `,
    faq: "Frequently asked questions",
  },
  packages: {
    title: "Packages and prices",
    intro: "Wholesale prices for agencies. Add your margin and sell each package under your own brand.",
    mostPopular: "Most popular",
    bestFor: "Best for:",
    adSpend: "Ad spend range:",
    /** The offers in the page's structured data. */
    offer: {
      managementFee: (adSpend: string) => `Monthly management fee; ad spend (${adSpend}) is paid to Google separately.`,
      startingPrice: (service: string) => `${service}: starting price`,
    },
    askAbout: (name: string) => `Ask about ${name}`,
    tailored: "Need a tailored estimate?",
    tryCalculator: "Try the pricing calculator",
  },
  dedicated: {
    rolesTitle: "Roles you can add to your team",
    pricingTitle: "Pricing and team discounts",
    pricingIntro: "Each specialist is priced by role, seniority and hours. The bigger your team, the bigger the discount.",
    // Dedicated resources from $400/month (shown in the visitor's currency), discounts up to 20%,
    // 60% average saving (facts `services[dedicated-resources]`).
    claims: [
      { value: "$400", label: "Starting price per month" },
      { value: "Up to 20%", label: "Team discount" },
      { value: "60%", label: "Average saving against an in-house team" },
    ],
    /** A row of the team discounts (shared/pricing/price-list.ts `TEAM_DISCOUNTS`): "2+ people". */
    teamSizeLabel: (people: number) => `${people}+ people`,
    discountsCaption: "Team discounts",
    teamSize: "Team size",
    teamDiscount: "Team discount",
    estimate: "Estimate your team's cost",
    claimSetup: (code: string) => `Claim free set-up (${code})`,
  },
  related: {
    relatedWork: "Related work",
    caseStudies: "Case studies",
    resultsFrom: (service: string) => `Results from ${service} work we delivered for agencies and their clients.`,
    seeAllFor: (service: string) => `See all ${service} case studies`,
    seeAll: "See all case studies",
  },
  cta: {
    comingSoonTitle: "Need automation help before launch?",
    comingSoonText: "Tell us what your clients need automated and we will suggest the best way to deliver it today.",
    readyTitle: (service: string) => `Ready to offer ${service} to your clients?`,
    readyText: "Book a free 30-minute strategy call, or send us the details and get a reply within 24 hours.",
  },
  waitlist: {
    title: "Get notified at launch",
    intro: "Join the waitlist and be the first to hear when white-label n8n automations open, with the scope and prices.",
    formLabel: "Join the n8n automations waitlist",
    email: "Work email",
    required: "(required)",
    name: "Your name",
    agencyName: "Agency name",
    message: "Which automations do your clients ask for?",
    submit: "Notify me at launch",
    submitting: "Joining...",
    successToastTitle: "You're on the list!",
    successToastText: "We'll email you as soon as n8n automations launch.",
    failure: "Failed to join the waitlist. Please try again.",
    doneTitle: "You're on the list.",
    doneText: "We'll email you as soon as n8n automations launch, before we announce them anywhere else.",
  },
  overview: {
    eyebrow: "Services",
    title: "White-label services for growing agencies",
    intro:
      "SEO, Google Ads, websites, AI development and dedicated specialists, delivered by one team under your agency's brand. Pick a single service or combine them; every project comes with clear pricing, a named contact and reports your clients never trace back to us.",
    findService: "Find Your Perfect Service",
    estimate: "Estimate your price",
    allServices: "Our services",
    explore: (service: string) => `Explore ${service}`,
    howTitle: "How white-label works with us",
    steps: [
      { title: "You sell", text: "You win the client and set the price. Our wholesale rates leave room for your margin." },
      { title: "We deliver", text: "Our specialists do the work to your brief and deadlines, invisible to your client." },
      { title: "You report", text: "Reports and handovers arrive under your brand, ready to send on." },
      { title: "You grow", text: "Take on more clients and new services without adding salaries." },
    ],
    resultsTitle: "Results behind the services",
    seeAllCaseStudies: "See all case studies",
    ctaTitle: "Not sure which service fits?",
    ctaBefore: "Answer a few questions in our",
    ctaFinder: "service finder",
    ctaAfter: ", book a strategy call, or tell us about your clients and we will reply within 24 hours.",
    ctaContact: "Contact us",
  },
};

export type ServicePageCopy = typeof servicePageEn;

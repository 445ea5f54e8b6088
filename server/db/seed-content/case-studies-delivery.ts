import type { SeedCaseStudy } from "./seed-case-study";

// Seed input only (case-studies.ts): the dedicated-team, web-development, branding and
// illustrative studies, in list order.
export const deliveryStudies: readonly SeedCaseStudy[] = [
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

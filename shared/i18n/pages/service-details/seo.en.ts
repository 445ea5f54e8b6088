import type { ServiceText } from "../../../content/service-details";
import { whiteLabelEn } from "./white-label.en";

export const seoEn: ServiceText = {
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
    {
      title: "Keyword research",
      text: "Keywords grouped by search intent and mapped to the pages that should rank for them.",
    },
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
    {
      title: "Content and SEO blogging",
      text: "Articles written for your client's audience and the keywords they need to win.",
    },
    {
      title: "Link building",
      text: "Links from relevant, established sites, with a minimum domain authority set by each package.",
    },
    {
      title: "E-commerce SEO",
      text: "Product and category pages structured and written so that shoppers find them in search.",
    },
    {
      title: "Monthly reporting",
      text: "Rankings, traffic and the work completed, in a report ready to go out under your brand.",
    },
  ],
  packages: [
    {
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
      bestFor: "Growing companies",
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
  whiteLabel: whiteLabelEn(
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
    {
      title: "Monthly delivery",
      text: "On-page fixes, content, links and local work go live each month, following the agreed plan.",
    },
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
};

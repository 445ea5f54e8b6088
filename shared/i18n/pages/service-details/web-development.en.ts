import type { ServiceText } from "../../../content/service-details";
import { whiteLabelEn } from "./white-label.en";

export const webDevelopmentEn: ServiceText = {
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
    {
      title: "Website design",
      text: "Custom layouts built from your brief or your designer's files, on brand for your client.",
    },
    {
      title: "E-commerce development",
      text: "WooCommerce, Shopify and BigCommerce stores with payments, shipping, coupons and upsells set up.",
    },
    {
      title: "Mobile-friendly by default",
      text: "Every page is responsive and checked on phones, tablets and desktops before handover.",
    },
    {
      title: "Content management",
      text: "WordPress and store back-ends your client can edit without calling anyone.",
    },
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
  whiteLabel: whiteLabelEn(
    "Designs, staging links and the finished site are handed over as your agency's work.",
    "Progress updates and handover notes come without our branding, ready to share with your client.",
  ),
  process: [
    {
      title: "Brief",
      text: "You send the brief, content and any designs. We confirm the scope, platform and delivery date.",
    },
    {
      title: "Design",
      text: "We design the key pages first and agree them with you before development starts.",
    },
    {
      title: "Build",
      text: "The site is developed on a staging address you can share with your client under your name.",
    },
    {
      title: "Review and revisions",
      text: "You collect feedback and we apply it within the revision rounds of your package.",
    },
    {
      title: "Launch and handover",
      text: "We launch the site or hand it to your team, with analytics and basic SEO in place.",
    },
  ],
  faqs: [
    {
      question: "How long does a website take?",
      answer:
        "WordPress Starter is delivered in 7 days, WordPress Business in 10–12 days and a WooCommerce store in 12–15 days. Smaller jobs can move faster: a landscaping company's first website and a laser clinic's landing page were each delivered in 48 hours.",
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
      answer: "WordPress Starter includes 1 round of revisions; WordPress Business and the WooCommerce store include 2.",
    },
    {
      question: "Is SEO included in the build?",
      answer:
        "Every package includes the basics, such as meta tags and image alt text. WordPress Business adds on-page SEO and Search Console, and the WooCommerce store adds product SEO.",
    },
  ],
};

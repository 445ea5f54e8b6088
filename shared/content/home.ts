import { PROMO_SETUP_FREE } from "../constants";

// The home page's fixed content (docs/product-rules.md#home-page; facts `company.claims`,
// `services[].homeCardFeatures`). Region-specific texts live in regions.ts.

/** The claims, in the order the page shows them. */
export const homeClaims = [
  { value: "25+", label: "Agencies trust us" },
  { value: "20+", label: "Specialists on the team" },
  { value: "100%", label: "White-label delivery" },
  { value: "24hr", label: "Response time" },
  { value: "85%", label: "Satisfaction rate" },
  { value: "3x", label: "Average client growth" },
  { value: "6", label: "Departments" },
  { value: "2020", label: "Trusted since" },
] as const;

export type ServiceIcon = "search" | "target" | "code" | "spark";

/** Service cards (id, title, description, pricing, features, link, icon). */
export interface HomeServiceCard {
  id: string;
  title: string;
  description: string;
  pricing: string;
  features: readonly string[];
  link: string;
  icon: ServiceIcon;
}

export const homeServiceCards: readonly HomeServiceCard[] = [
  {
    id: "seo",
    title: "SEO Services",
    description: "Rankings your clients can see in their reports, delivered quietly behind your logo.",
    pricing: "From $500/month",
    features: ["Keyword research", "On-page optimization", "Link building", "Content creation"],
    link: "/services/seo",
    icon: "search",
  },
  {
    id: "ppc",
    title: "PPC / Google Ads",
    description: "Campaigns built, tuned and reported by specialists while your client talks only to you.",
    pricing: "From $400/month",
    features: ["Google Ads management", "Keyword targeting", "Ad copywriting", "Conversion tracking"],
    link: "/services/google-ads",
    icon: "target",
  },
  {
    id: "web-development",
    title: "Web Development",
    description: "Fast, responsive sites on WordPress, Shopify, BigCommerce or custom code, ready to hand over.",
    pricing: "From $600",
    features: ["Website design", "E-commerce development", "Mobile-friendly design", "Content management system"],
    link: "/services/web-development",
    icon: "code",
  },
  {
    id: "ai-development",
    title: "AI Development",
    description: "Chatbots, AI-powered apps and integrations your agency can sell as its own.",
    pricing: "From $2,000/project",
    features: ["AI chatbots", "Custom AI models", "Process automation", "AI integrations"],
    link: "/services/ai-development",
    icon: "spark",
  },
];

/** The dedicated-resources promotion and its free-setup offer. */
export const dedicatedPromo = {
  priceFrom: "$400/month",
  teamDiscount: "Up to 20%",
  averageSavings: "60%",
  couponCode: PROMO_SETUP_FREE,
  /** The /contact address of the offer: coupon, service and promo travel in the query string. */
  contactHref: `/contact?${new URLSearchParams({ coupon: PROMO_SETUP_FREE, service: "dedicated-resources", promo: "setup-free" })}`,
} as const;

/** The newsletter teaser's claim; topics from facts `newsletterWelcomeBullets`. */
export const newsletterTeaser = {
  subscribers: "1000+",
  topics: ["Client-winning strategies", "Pricing and proposal tips", "AI and automation tips", "Stories from agencies"],
} as const;

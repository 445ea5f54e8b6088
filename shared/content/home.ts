import { PROMO_SETUP_FREE } from "../constants";
import type { PricedService } from "../pricing/selection";

// The home page's fixed content (docs/product-rules.md#home-page; facts `services[].homeCardFeatures`).
// Region-specific texts live in regions.ts; the claims are site settings (shared/content/claims.ts).

/**
 * Service cards: id, the priced service whose "from" price the card shows in the
 * visitor's currency (shared/pricing/from-prices.ts) and link; its icon is the
 * service's (client/components/hero/service-icons.ts). Title,
 * description and features are UI copy (shared/i18n, `home.cards`).
 */
export interface HomeServiceCard {
  id: "seo" | "ppc" | "web-development" | "ai-development";
  service: PricedService;
  link: string;
}

export const homeServiceCards: readonly HomeServiceCard[] = [
  { id: "seo", service: "seo", link: "/services/seo" },
  { id: "ppc", service: "google-ads", link: "/services/google-ads" },
  { id: "web-development", service: "web-development", link: "/services/web-development" },
  { id: "ai-development", service: "ai-development", link: "/services/ai-development" },
];

/** The dedicated-resources promotion and its free-setup offer. */
export const dedicatedPromo = {
  /** Its "from" price is the dedicated-resources one, in the visitor's currency. */
  service: "dedicated-resources",
  averageSavings: "60%",
  couponCode: PROMO_SETUP_FREE,
  /** The /contact address of the offer: coupon, service and promo travel in the query string. */
  contactHref: `/contact?${new URLSearchParams({ coupon: PROMO_SETUP_FREE, service: "dedicated-resources", promo: "setup-free" })}`,
} as const;

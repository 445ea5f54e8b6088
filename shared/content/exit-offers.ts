// The exit popup's service options and their discounts (docs/product-rules.md#popups and
// "exit popup discounts" under docs/product-rules.md#timings-and-constants). The popup shows them;
// the server gives each claim a unique code for the discount of the service it chose
// (server/delivery/discount-code.ts).

export interface ExitOffer {
  id: string;
  name: string;
  /** The discount, as shown and as sent in the lead message. */
  discount: string;
  /** Start of the offer's discount codes, e.g. SEO30-7KQ4-M9XD. */
  codePrefix: string;
}

export const exitOffers: readonly ExitOffer[] = [
  { id: "seo", name: "SEO Services", discount: "30%", codePrefix: "SEO30" },
  { id: "web-dev", name: "Web Development", discount: "25%", codePrefix: "WEB25" },
  { id: "google-ads", name: "Google Ads Management", discount: "35%", codePrefix: "ADS35" },
  { id: "dedicated-team", name: "Dedicated Team", discount: "20%", codePrefix: "TEAM20" },
  { id: "ai-integration", name: "AI Integration", discount: "40%", codePrefix: "AI40" },
];

/** The offer an exit-popup lead claimed: its service field is the offer's name (client/features/popups/popup-leads.ts). */
export const exitOfferByName = (service: string | null | undefined): ExitOffer | null => exitOffers.find((o) => o.name === service) ?? null;

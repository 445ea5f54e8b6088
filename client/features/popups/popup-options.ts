// The options each popup offers (id, name, icon).

export type PopupIcon = "growth" | "tag" | "target" | "code" | "team" | "spark";

export interface ExitOffer {
  id: string;
  name: string;
  /** The discount, as shown and as sent in the lead message. */
  discount: string;
}

export interface PopupInterest {
  id: string;
  name: string;
  icon: PopupIcon;
}

/** Exit-popup service options, with their discounts. */
export const exitOffers: readonly ExitOffer[] = [
  { id: "seo", name: "SEO Services", discount: "30%" },
  { id: "web-dev", name: "Web Development", discount: "25%" },
  { id: "google-ads", name: "Google Ads Management", discount: "35%" },
  { id: "dedicated-team", name: "Dedicated Team", discount: "20%" },
  { id: "ai-integration", name: "AI Integration", discount: "40%" },
];

/** Entry-popup interests. */
export const entryInterests: readonly PopupInterest[] = [
  { id: "scale-agency", name: "Scale My Agency", icon: "growth" },
  { id: "white-label", name: "White-Label Services", icon: "tag" },
  { id: "seo-services", name: "SEO & Marketing", icon: "target" },
  { id: "development", name: "Web Development", icon: "code" },
  { id: "dedicated-team", name: "Dedicated Team", icon: "team" },
  { id: "ai-solutions", name: "AI Integration", icon: "spark" },
];

/** Mobile-popup interests. */
export const mobileInterests: readonly PopupInterest[] = [
  { id: "grow-agency", name: "Grow My Agency", icon: "growth" },
  { id: "white-label", name: "White-Label Solutions", icon: "tag" },
  { id: "seo-marketing", name: "SEO & Marketing", icon: "target" },
  { id: "web-dev", name: "Website Development", icon: "code" },
  { id: "dedicated-team", name: "Hire Remote Team", icon: "team" },
  { id: "ai-automation", name: "AI & Automation", icon: "spark" },
];

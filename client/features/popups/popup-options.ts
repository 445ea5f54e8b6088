// The options each popup offers (id, name, icon). The exit popup's offers are
// shared with the server, which makes their discount codes: shared/content/exit-offers.ts.

export type PopupIcon = "growth" | "tag" | "target" | "code" | "team" | "spark";

export interface PopupInterest {
  id: string;
  name: string;
  icon: PopupIcon;
}

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

// The home contact form's primary service choices and the sub-service options of
// each, in a fixed order and spelling (docs/product-rules.md#lead-forms). The value
// sent is the label.

export interface PrimaryServiceOption {
  label: string;
  /** Ticked options the visitor can choose once this service is chosen; empty while coming soon. */
  subServices: readonly string[];
  isComingSoon: boolean;
}

export const PRIMARY_SERVICE_OPTIONS: readonly PrimaryServiceOption[] = [
  {
    label: "SEO Services",
    subServices: ["Link building", "Local SEO", "Technical SEO audit & fixes", "Content marketing & SEO Blogging", "E-Commerce SEO"],
    isComingSoon: false,
  },
  { label: "PPC/Google Ads", subServices: ["Starter Package", "Growth Package", "Scale Package"], isComingSoon: false },
  { label: "Website Development", subServices: ["WordPress", "Shopify", "BigCommerce", "Custom Coded"], isComingSoon: false },
  {
    label: "AI Web Agents/AI Development",
    subServices: ["AI Powered web app/Mobile app development", "AI Agentic Platform development", "AI Integration into existing platforms"],
    isComingSoon: false,
  },
  {
    label: "Dedicated Resource",
    subServices: [
      "Graphic Designer",
      "Video Editor",
      "SEO Specialist",
      "Google Ads Expert",
      "Web Developer",
      "Full-Stack Developer",
      "Others (Data Entry/Virtual Assistants/Social Media Managers)",
    ],
    isComingSoon: false,
  },
  { label: "N8N Automations (Coming Soon)", subServices: [], isComingSoon: true },
];

export function getPrimaryServiceOption(label: string): PrimaryServiceOption | null {
  return PRIMARY_SERVICE_OPTIONS.find((o) => o.label === label) ?? null;
}

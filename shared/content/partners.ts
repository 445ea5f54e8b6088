// The home page's grid of 7 partner agencies (facts `partners`; the old site's
// indexed page shows an eighth, Social Brain, which the count of seven leaves out).
// Shown as our own text marks: no partner's logo file is copied.

export interface PartnerAgency {
  name: string;
  /** Two letters for the generated monogram. */
  monogram: string;
  /** Hue (0-360) of the monogram, so the marks are told apart at a glance. */
  hue: number;
}

export const partnerAgencies: readonly PartnerAgency[] = [
  { name: "Social Land", monogram: "SL", hue: 245 },
  { name: "Website Architect", monogram: "WA", hue: 200 },
  { name: "Focus E-commerce", monogram: "FE", hue: 160 },
  { name: "Koala Digital", monogram: "KD", hue: 30 },
  { name: "New Vision Tech", monogram: "NV", hue: 280 },
  { name: "Carolina Web", monogram: "CW", hue: 350 },
  { name: "Intrinsic", monogram: "IN", hue: 110 },
];

// Footer: listing-site badges and networking-partner marks (facts).
export const listingSites = ["DesignRush", "Clutch", "GoodFirms", "Sortlist"] as const;
export const networkingPartners = ["BNI", "Master Networks", "H7 Networks"] as const;

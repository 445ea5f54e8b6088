// The partner agencies the home and about pages show (facts `partners`; the old site's
// indexed page shows an eighth, Social Brain, which the count of seven leaves out).
// Shown by name in one typeface: no partner's logo is copied or redrawn. A logo takes
// the name's place only once the partner has given us one to upload.

export interface PartnerLogo {
  /** An image of this site, e.g. /images/partners/social-land.svg. */
  src: string;
  width: number;
  height: number;
}

export interface PartnerAgency {
  name: string;
  logo?: PartnerLogo;
}

export const partnerAgencies: readonly PartnerAgency[] = [
  { name: "Social Land" },
  { name: "Website Architect" },
  { name: "Focus E-commerce" },
  { name: "Koala Digital" },
  { name: "New Vision Tech" },
  { name: "Carolina Web" },
  { name: "Intrinsic" },
];

// Footer: listing-site badges and networking-partner marks (facts).
export const listingSites = ["DesignRush", "Clutch", "GoodFirms", "Sortlist"] as const;
export const networkingPartners = ["BNI", "Master Networks", "H7 Networks"] as const;

// Brand settings (docs/decisions/0005-white-label-brand.md): the site is white-label itself, so everything a
// visitor reads about "who we are" comes from here. We do not publish the real
// agency's name and contacts, so the defaults are an invented agency with
// reserved example domains and a UK drama-range phone number (Ofcom 020 7946 0xxx).
// A deployment overrides them with BRAND_* environment variables (server/env.ts).

export interface SocialLink {
  network: "LinkedIn" | "Facebook" | "Instagram" | "Behance" | "Pinterest";
  url: string;
}

export interface Brand {
  name: string;
  legalName: string;
  domain: string;
  email: string;
  phone: string;
  /** External scheduler page for the 30-minute strategy call (opens in a new tab). */
  bookingUrl: string;
  /** Origin of the embeddable scheduling widget (allowed by the CSP). */
  schedulingOrigin: string;
  /** The external AI development page the footer links to. */
  aiDevelopmentUrl: string;
  address: { street: string; city: string; postalCode: string; country: string };
  foundingYear: number;
  social: SocialLink[];
}

export const defaultBrand: Brand = {
  name: "Northbeam Studio",
  legalName: "Northbeam Studio Ltd",
  domain: "northbeam.example",
  email: "hello@northbeam.example",
  phone: "+44 20 7946 0321",
  bookingUrl: "https://calendly.com/northbeam-studio/strategy-call",
  schedulingOrigin: "https://calendly.com",
  aiDevelopmentUrl: "https://ai.northbeam.example/",
  address: { street: "71 Shoreditch High Street", city: "London", postalCode: "E1 6JJ", country: "GB" },
  foundingYear: 2020,
  social: [
    { network: "LinkedIn", url: "https://www.linkedin.com/company/northbeam-studio" },
    { network: "Facebook", url: "https://www.facebook.com/northbeamstudio" },
    { network: "Instagram", url: "https://www.instagram.com/northbeamstudio" },
    { network: "Behance", url: "https://www.behance.net/northbeamstudio" },
    { network: "Pinterest", url: "https://www.pinterest.com/northbeamstudio" },
  ],
};

import type { UiCopy } from "../../../shared/i18n/copy";

// Link targets of the header and footer; their labels are UI copy (shared/i18n).
// "News letter" on desktop, "Newsletter" in the mobile menu.

/** The keys of a copy section that hold plain text (not functions). */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
type NavKey = TextKey<UiCopy["nav"]>;
type FooterKey = TextKey<UiCopy["footer"]>;

// Header: the eight links, in order.
export const headerLinks: readonly { to: string; label: NavKey; mobileLabel?: NavKey }[] = [
  { to: "/", label: "home" },
  { to: "/services", label: "services" },
  { to: "/onboarding-wizard", label: "findService" },
  { to: "/pricing-calculator", label: "calculator" },
  { to: "/blog", label: "blog" },
  { to: "/about", label: "about" },
  { to: "/contact", label: "contact" },
  { to: "/newsletter", label: "newsletter", mobileLabel: "newsletterMobile" },
];

// Footer: service links (AI development goes to the external page, from the brand settings).
export const footerServiceLinks: readonly { to: string; label: FooterKey }[] = [
  { to: "/services/web-development", label: "websiteDevelopment" },
  { to: "/services/seo", label: "seoServices" },
  { to: "/services/google-ads", label: "googleAds" },
  { to: "/services/dedicated-resources", label: "dedicatedResources" },
];

// Footer: privacy and terms, plus the site's other policy pages.
export const footerLegalLinks: readonly { to: string; label: FooterKey }[] = [
  { to: "/privacy-policy", label: "privacyPolicy" },
  { to: "/terms-of-service", label: "termsOfService" },
  { to: "/cookie-policy", label: "cookiePolicy" },
  { to: "/security", label: "security" },
];

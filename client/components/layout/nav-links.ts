// Header: the eight links, in order. "News letter" on desktop, "Newsletter" in the mobile menu.
export const headerLinks = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/onboarding-wizard", label: "Find Service" },
  { to: "/pricing-calculator", label: "Calculator" },
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/newsletter", label: "News letter", mobileLabel: "Newsletter" },
] as const;

// Footer: service links (AI development goes to the external page, from the brand settings).
export const footerServiceLinks = [
  { to: "/services/web-development", label: "Website Development" },
  { to: "/services/seo", label: "SEO Services" },
  { to: "/services/google-ads", label: "Google Ads" },
  { to: "/services/dedicated-resources", label: "Dedicated Resources" },
] as const;

// Footer: privacy and terms, plus the site's other policy pages.
export const footerLegalLinks = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/cookie-policy", label: "Cookie Policy" },
  { to: "/security", label: "Security" },
] as const;

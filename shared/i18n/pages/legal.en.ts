// The legal pages' chrome (client/components/content/legal-document-view.tsx and the
// pages in client/pages/{privacy-policy,terms-of-service,cookie-policy}). The documents
// themselves are English (shared/content/legal), shown inside EnglishBody.

export type LegalKind = "privacy" | "terms" | "cookies";

export const legalEn = {
  eyebrow: "Legal",
  /** Each page's H1 and <title>. */
  titles: { privacy: "Privacy Policy", terms: "Terms of Service", cookies: "Cookie Policy" } satisfies Record<LegalKind, string>,
  /** Each page's meta description. */
  descriptions: {
    privacy:
      "How we collect, use, store and protect personal data submitted through our website and forms, and how to exercise your privacy rights in the UK, EU and US.",
    terms:
      "The terms for using our website, pricing tools and offers: quotes, discount codes, white-label confidentiality, acceptable use, liability and governing law.",
    cookies:
      "The cookies and browser storage our website uses, grouped as essential, analytics, marketing and functional, and how to change your consent at any time.",
  } satisfies Record<LegalKind, string>,
  lastUpdated: "Last updated:",
  contents: "Contents",
  cookieSettingsText: "Changed your mind? You can allow or refuse each category at any time.",
  openCookieSettings: "Open cookie settings",
};

export type LegalCopy = typeof legalEn;

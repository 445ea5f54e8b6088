// The legal pages' chrome (client/components/content/legal-document-view.tsx and the
// pages in client/pages/{privacy-policy,terms-of-service,cookie-policy}). The documents
// themselves are English (shared/content/legal), shown inside EnglishBody.

export type LegalKind = "privacy" | "terms" | "cookies";

export const legalEn = {
  eyebrow: "Legal",
  titles: { privacy: "Privacy Policy", terms: "Terms of Service", cookies: "Cookie Policy" } satisfies Record<LegalKind, string>,
  lastUpdated: "Last updated:",
  contents: "Contents",
  cookieSettingsText: "Changed your mind? You can allow or refuse each category at any time.",
  openCookieSettings: "Open cookie settings",
};

export type LegalCopy = typeof legalEn;

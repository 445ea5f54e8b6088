// The security and compliance panel (docs/product-rules.md#company-content). The
// certification names, periods and audit month are fixed claims; the facts mark them
// as claims the source site made without evidence, so the copy states them as listed
// and adds nothing (no auditor, no scope, no certificate numbers) we cannot back.
// What the page says about them is its page copy per language (shared/i18n/pages/security.en.ts).

/** Certifications with their periods; each one's name and scope are page copy. */
export const certifications = [
  { id: "iso27001", period: "2025–2026" },
  { id: "soc2", period: "2024–2025" },
  { id: "gdpr", period: null },
] as const;

export type CertificationId = (typeof certifications)[number]["id"];

/** The month of the last audit (January 2025), shown in the region's locale. */
export const LAST_SECURITY_AUDIT = "2025-01";

/** How fast we first answer a report, by severity. */
export const securityResponseHours = [
  { severity: "critical", hours: 1 },
  { severity: "high", hours: 4 },
  { severity: "medium", hours: 24 },
] as const;

export type Severity = (typeof securityResponseHours)[number]["severity"];

// The security page's chrome and its reporting instructions (client/pages/security). The
// list of measures, certifications and monitored systems is English long-form content
// (shared/content/security.ts), shown inside EnglishBody.

export const securityEn = {
  /** The page's <title> (without the brand) and meta description. */
  meta: {
    title: "Security and Compliance",
    description:
      "How we protect client websites, ad accounts and data: access control, encryption, 24/7 monitoring, certifications and how to report a security issue.",
  },
  eyebrow: "Security & compliance",
  title: "Security and compliance",
  intro:
    "Agencies trust us with their clients' websites, ad accounts and data. This page sets out how we protect them: access control, encryption, monitoring around the clock, our certifications and how to report a security concern to us.",
  report: "Report a security issue",
  featuresTitle: "How we keep your clients' data safe",
  certificationsTitle: "Certifications and compliance",
  lastAudit: "Last audit:",
  lastAuditAfter: "If a client contract depends on one of these, ask us for its current status first.",
  monitoringTitle: "24/7 monitoring",
  reportEmailBefore: "Found a vulnerability in our website or in work we delivered? Email",
  reportEmailAfter:
    'with "Security report" in the subject. Please include the address or system affected, what you found, and the steps to reproduce it.',
  reportRules:
    "Please give us time to fix an issue before you make it public, and don't access, change or keep data that isn't yours. We won't take action against anyone who reports in good faith and follows these rules.",
  securityTxtBefore: "Our contact details for researchers are also published in",
  privacyBefore: ". How we handle personal data is explained in our",
  privacyPolicy: "Privacy Policy",
  responseCaption: "How fast we respond to a report",
  severity: "Severity",
  firstResponse: "First response",
};

export type SecurityCopy = typeof securityEn;

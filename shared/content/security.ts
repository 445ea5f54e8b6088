// The security and compliance panel (docs/product-rules.md#company-content). The
// certification names, periods and audit month are fixed claims; the facts mark them
// as claims the source site made without evidence, so the copy states them as listed
// and adds nothing (no auditor, no scope, no certificate numbers) we cannot back.

export const securityFeatures = [
  {
    title: "Least-privilege access",
    text: "We ask for the smallest access a task needs to your clients' websites, ad accounts and analytics, and hand it back when the work ends.",
  },
  {
    title: "Encrypted connections",
    text: "Our website is served over HTTPS only, with strict transport security, so form submissions travel encrypted.",
  },
  {
    title: "Locked-down website",
    text: "A strict content security policy allows no inline scripts, and third-party widgets such as the scheduler load only when you ask for them.",
  },
  {
    title: "Data minimisation",
    text: "Our forms ask only for what we need to answer you. We do not store your IP address with an enquiry, and our request logs hold no personal data.",
  },
  {
    title: "Abuse protection",
    text: "Every form is validated on our server and rate-limited, so automated abuse cannot flood our inbox or our database.",
  },
  {
    title: "Durable records",
    text: "An enquiry is written to disk before we confirm it, so a message you were told we received is never lost.",
  },
] as const;

/** Certifications with their periods. */
export const certifications = [
  { name: "ISO 27001", period: "2025–2026", text: "Information security management" },
  { name: "SOC 2 Type II", period: "2024–2025", text: "Security, availability and confidentiality controls" },
  { name: "GDPR", period: null, text: "EU and UK data protection rules for the personal data we handle" },
] as const;

/** The month of the last audit (January 2025), shown in the region's locale. */
export const LAST_SECURITY_AUDIT = "2025-01";

/** The 24/7 monitoring status list. */
export const monitoringStatus = [
  { system: "Website and contact forms", status: "Monitored 24/7" },
  { system: "Server health checks", status: "Monitored 24/7" },
  { system: "Form abuse and rate limits", status: "Monitored 24/7" },
  { system: "TLS certificates", status: "Monitored 24/7" },
] as const;

/** Response times by severity. */
export const securityResponseTimes = [
  { severity: "Critical", time: "1 hour", hint: "Active exploitation, exposed client data or credentials" },
  { severity: "High", time: "4 hours", hint: "A vulnerability that could expose data or take a site down" },
  { severity: "Medium", time: "24 hours", hint: "A weakness with limited impact or that is hard to exploit" },
] as const;

import type { CertificationId, Severity } from "../../content/security";

// The security page (client/pages/security): its chrome, the measures we take, what each
// certification covers, the monitored systems and the reporting instructions. The
// certifications' dates, the last audit and the response times are site settings
// (docs/decisions/0040-site-settings.md).

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
  features: [
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
  ] as readonly { title: string; text: string }[],
  certificationsTitle: "Certifications and compliance",
  certifications: {
    iso27001: { name: "ISO 27001", text: "Information security management" },
    soc2: { name: "SOC 2 Type II", text: "Security, availability and confidentiality controls" },
    gdpr: { name: "GDPR", text: "EU and UK data protection rules for the personal data we handle" },
  } as Record<CertificationId, { name: string; text: string }>,
  /** A certification valid from a month on, with no last day stated. */
  since: (month: string) => `Since ${month}`,
  /** A certification whose first day is not stated. */
  until: (month: string) => `Until ${month}`,
  lastAudit: "Last audit:",
  lastAuditAfter: "If a client contract depends on one of these, ask us for its current status first.",
  monitoringTitle: "24/7 monitoring",
  monitoredSystems: [
    "Website and contact forms",
    "Server health checks",
    "Form abuse and rate limits",
    "TLS certificates",
  ] as readonly string[],
  monitored: "Monitored 24/7",
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
  severities: {
    critical: { name: "Critical", hint: "Active exploitation, exposed client data or credentials" },
    high: { name: "High", hint: "A vulnerability that could expose data or take a site down" },
    medium: { name: "Medium", hint: "A weakness with limited impact or that is hard to exploit" },
  } as Record<Severity, { name: string; hint: string }>,
  /** A first-response time. */
  hours: (n: number) => (n === 1 ? "1 hour" : `${n} hours`),
};

export type SecurityCopy = typeof securityEn;

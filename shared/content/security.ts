// The security and compliance panel (docs/product-rules.md#company-content): which certifications
// and severities there are. What the page says about each is its page copy per language
// (shared/i18n/pages/security.en.ts); each certification's dates, the last audit and the response
// times are site settings staff keep current, and a certification past its last day is not shown
// (shared/schemas/site-settings.ts, docs/decisions/0040-site-settings.md). The facts mark these as
// claims the source site made without evidence, so the copy states them as listed and adds nothing
// (no auditor, no scope, no certificate numbers) we cannot back.

export const certificationIds = ["iso27001", "soc2", "gdpr"] as const;
export type CertificationId = (typeof certificationIds)[number];

/** How serious a report is; the first-response time of each is a setting. */
export const severities = ["critical", "high", "medium"] as const;
export type Severity = (typeof severities)[number];

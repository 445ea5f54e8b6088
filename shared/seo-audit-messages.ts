// What the SEO audit answers when there is no report, and the reading limits its messages name
// (docs/decisions/0007-seo-audit-score.md, 0033-bounded-work.md). A module of its own, apart from
// ./seo-audit-report.ts: every page's script carries these messages (its API messages are shown
// in the visitor's language, shared/i18n/api-messages.ts), and only the audit's page the report.

/**
 * How much of an audited page the audit reads, and how long and how large reading it may
 * get, in a process of its own (docs/decisions/0033-bounded-work.md).
 */
export const SEO_AUDIT_READ_LIMITS = { maxDepth: 512, maxElements: 200_000, timeLimitMs: 5_000, memoryLimitMb: 256 } as const;

/** 200000 → "200,000" ("200.000" with a "." separator) without Intl, which costs a page's script its first formatter. */
export const groupThousands = (n: number, separator = ","): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** Messages the visitor sees when there is no report (never an address or a stack). */
export const SEO_AUDIT_MESSAGES = {
  refused: "That address can't be audited",
  unreachable: "We couldn't reach that site",
  badCertificate: "That site's HTTPS certificate isn't valid",
  timeout: "That site took longer than 10 seconds to answer",
  tooLarge: "That page is larger than 2 MB, more than our audit reads",
  notHtml: "That address doesn't return a web page (HTML)",
  tooManyRedirects: "That address redirects more than 5 times",
  unreadable: "That site's answer couldn't be read",
  tooDeep: `That page nests its HTML more than ${SEO_AUDIT_READ_LIMITS.maxDepth} elements deep, more than our audit reads`,
  tooManyElements: `That page has more than ${groupThousands(SEO_AUDIT_READ_LIMITS.maxElements)} HTML elements, more than our audit reads`,
  readTooSlow: `Reading that page took longer than ${SEO_AUDIT_READ_LIMITS.timeLimitMs / 1000} seconds, so our audit stopped`,
  readTooLarge: `Reading that page needed more than ${SEO_AUDIT_READ_LIMITS.memoryLimitMb} MB of memory, so our audit stopped`,
  busy: "Our audit tool is busy with other audits. Please try again in a minute.",
  rateLimited: "You've run a lot of audits in a short time. Please wait a few minutes and try again.",
  /** The browser's own, when the API's answer carries no message or never arrives (client/api/browser-api.ts). */
  failed: "The audit failed. Please try again.",
  offline: "We couldn't reach our audit service. Check your connection and try again.",
} as const;

import { SEO_AUDIT_MESSAGES } from "../../shared/seo-audit-report";

// Every way an audit can end without a report, with the status and the message
// the visitor sees. Messages never carry an address, a resolver answer or a stack:
// the audit fetches addresses typed by strangers, so what it learned about
// internal networks must not travel back (docs/decisions/0007-seo-audit-score.md).

export type AuditErrorKind =
  | "invalid"
  | "refused"
  | "unreachable"
  | "bad-certificate"
  | "timeout"
  | "too-large"
  | "not-html"
  | "too-many-redirects"
  | "unreadable"
  | "too-deep"
  | "too-many-elements"
  | "read-too-slow"
  | "read-too-large"
  | "busy";

const STATUS: Record<AuditErrorKind, number> = {
  invalid: 400,
  // The address is well formed but is not one we fetch, or the site behind it failed:
  // the visitor's input is the cause, not our server, so 422 rather than 5xx.
  refused: 422,
  unreachable: 422,
  "bad-certificate": 422,
  timeout: 422,
  "too-large": 422,
  "not-html": 422,
  "too-many-redirects": 422,
  unreadable: 422,
  // The page is more than the audit reads (docs/decisions/0033-bounded-work.md): the site's doing, not ours.
  "too-deep": 422,
  "too-many-elements": 422,
  "read-too-slow": 422,
  "read-too-large": 422,
  busy: 503,
};

const MESSAGE: Record<Exclude<AuditErrorKind, "invalid">, string> = {
  refused: SEO_AUDIT_MESSAGES.refused,
  unreachable: SEO_AUDIT_MESSAGES.unreachable,
  "bad-certificate": SEO_AUDIT_MESSAGES.badCertificate,
  timeout: SEO_AUDIT_MESSAGES.timeout,
  "too-large": SEO_AUDIT_MESSAGES.tooLarge,
  "not-html": SEO_AUDIT_MESSAGES.notHtml,
  "too-many-redirects": SEO_AUDIT_MESSAGES.tooManyRedirects,
  unreadable: SEO_AUDIT_MESSAGES.unreadable,
  "too-deep": SEO_AUDIT_MESSAGES.tooDeep,
  "too-many-elements": SEO_AUDIT_MESSAGES.tooManyElements,
  "read-too-slow": SEO_AUDIT_MESSAGES.readTooSlow,
  "read-too-large": SEO_AUDIT_MESSAGES.readTooLarge,
  busy: SEO_AUDIT_MESSAGES.busy,
};

export class AuditError extends Error {
  readonly status: number;
  constructor(
    readonly kind: AuditErrorKind,
    /** Only "invalid" brings its own message (which field rule failed). */
    message?: string,
  ) {
    super(kind === "invalid" ? (message ?? "Invalid address") : MESSAGE[kind]);
    this.name = "AuditError";
    this.status = STATUS[kind];
  }
}

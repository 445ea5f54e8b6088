import express, { Router, type Request, type RequestHandler, type Response } from "express";
import type { Store } from "express-rate-limit";
import type { FormState } from "../../shared/form-state";
import { SeoAuditRequestSchema } from "../../shared/schemas/seo-audit";
import type { SeoAuditReport } from "../../shared/seo-audit-report";
import { SEO_AUDIT_MESSAGES } from "../../shared/seo-audit-messages";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import type { SeoAuditor } from "../seo-audit/auditor";
import type { AuditHandOff } from "../seo-audit/audit-hand-off";
import { fieldErrorsOf } from "../field-errors";
import { refuseNulCharacters } from "./nul-characters";
import { perClientLimit } from "./per-client-limit";
import { basePathOf } from "../../shared/region-addresses";
import { REQUEST_MESSAGES } from "../../shared/i18n/api-messages";

// POST /api/seo-audit { url } → the report. The no-JavaScript form is a
// GET of /seo-audit?url=... whose loader audits on the server; `pageGuard` puts
// that path under the same per-IP limit (one counter for both), so the page is
// not a way around it. The page reloads itself while its audit runs
// (server/seo-audit/audit-hand-off.ts): only the request that starts an audit counts.
// The concurrency limit lives in the auditor itself.

const JSON_TYPE = "application/json";
const BODY_LIMIT = "4kb";
/** Window of the per-IP audit limit; the count comes from SEO_AUDIT_RATE_LIMIT. */
export const SEO_AUDIT_RATE_WINDOW_MS = 10 * 60_000;
/** Seconds a client is asked to wait when every audit slot is taken. */
const BUSY_RETRY_AFTER_S = 30;

export interface SeoAuditRouterDeps {
  auditor: SeoAuditor;
  /** The page's audits under way: a reload of a page whose audit runs or just ended costs no count. */
  audits: Pick<AuditHandOff, "isUnderWay">;
  /** Audits per client IP per 10 minutes; 0 turns the limit off. */
  rateLimit: number;
  /** Where the limit's counts are kept: the database, shared by every instance (rate-limit-store.ts). */
  rateLimitStore: Store;
  /** Where the limiter's own reports go (rate-limit-logger.ts). */
  logger: Logger;
  /** Renders the audit page with a message instead of a report (rate-limited plain GET). */
  renderPage(req: Request, res: Response, url: string, formState: FormState, status: number): Promise<unknown>;
}

/** The form state of the audit's URL field, for a page rendered without a report. */
export const AUDIT_FORM_TYPE = "seo-audit-url";

const isPageRequest = (req: Request) => !req.originalUrl.startsWith("/api/");

/**
 * A page request the audit page's loader will audit: /seo-audit with a url
 * parameter, however the path is spelled (the router matches case-insensitively,
 * decoded, with or without a trailing slash) and however often url is repeated.
 */
export function isAuditPageRequest(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  // Without a query string there is no url parameter: most pages stop here, before any decoding.
  if (!req.originalUrl.includes("?")) return false;
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return false;
  }
  // In every region: /seo-audit, /uk/seo-audit, /de/seo-audit (docs/decisions/0016-regions-as-addresses.md).
  return basePathOf(path).toLowerCase().replace(/\/+$/, "") === "/seo-audit" && req.query.url !== undefined;
}

/** The address a page request asks to audit (the first url parameter), or "". */
function auditedUrlOf(req: Request): string {
  const raw = req.query.url;
  const url = Array.isArray(raw) ? raw[0] : raw;
  return typeof url === "string" ? url : "";
}

export function createSeoAuditRouter(deps: SeoAuditRouterDeps): { router: Router; pageGuard: RequestHandler } {
  const limiter = perClientLimit({
    windowMs: SEO_AUDIT_RATE_WINDOW_MS,
    limit: deps.rateLimit,
    store: deps.rateLimitStore,
    logger: deps.logger,
    // Any other page, the plain form without ?url= and the reloads of an audit under way cost nothing and are not counted.
    skip: (req) => isPageRequest(req) && (!isAuditPageRequest(req) || deps.audits.isUnderWay(auditedUrlOf(req))),
    handler: async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      if (!isPageRequest(req)) {
        res.status(429).json({ message: SEO_AUDIT_MESSAGES.rateLimited });
        return;
      }
      const typed = auditedUrlOf(req).slice(0, 2048);
      const formState: FormState = {
        formType: AUDIT_FORM_TYPE,
        values: { url: typed },
        fieldErrors: {},
        message: SEO_AUDIT_MESSAGES.rateLimited,
      };
      await deps.renderPage(req, res, "/seo-audit", formState, 429);
    },
  });

  const router = Router();
  const requireJson: RequestHandler = (req, _res, next) => {
    if (!req.is(JSON_TYPE)) throw new HttpError(415, 'Send the address as application/json: { "url": "https://..." }');
    next();
  };

  router.post(
    "/",
    requireJson,
    express.json({ limit: BODY_LIMIT, type: JSON_TYPE }),
    ...limiter,
    refuseNulCharacters,
    async (req: Request, res: Response) => {
      const parsed = SeoAuditRequestSchema.safeParse(req.body);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error, REQUEST_MESSAGES.unknownField);
        throw new HttpError(400, fieldErrors.url?.[0] ?? 'Send { "url": "https://..." }', fieldErrors);
      }
      const outcome = await deps.auditor.audit(parsed.data.url);
      if (!outcome.ok) {
        if (outcome.status === 503) res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_S));
        throw new HttpError(outcome.status, outcome.message, outcome.status === 400 ? { url: [outcome.message] } : undefined);
      }
      const report: SeoAuditReport = outcome.report;
      res.status(200).json(report);
    },
  );

  // Mounted before the pages for every path; only an audit request reaches the limiter, which
  // counts nothing else anyway (its skip above) but would still work out the client's address
  // and wait a turn for every page.
  const limitAudits = limiter[0];
  const pageGuard: RequestHandler = (req, res, next) => (limitAudits && isAuditPageRequest(req) ? limitAudits(req, res, next) : next());
  return { router, pageGuard };
}

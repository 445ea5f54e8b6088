import express, { Router, type Request, type RequestHandler, type Response } from "express";
import type { Store } from "express-rate-limit";
import { REQUEST_MESSAGES, VITALS_MESSAGES } from "../../shared/i18n/api-messages";
import { vitalsReportSchema } from "../../shared/schemas/vitals-report";
import { VITALS_REPORT_MAX_BYTES, type VitalsReport } from "../../shared/web-vitals/vitals-metrics";
import { WEB_VITALS_KEEP_DAYS } from "../../shared/retention";
import { dayOf, daysBefore, type WebVitalsQueries } from "../db/web-vitals.queries";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { fieldErrorsByPath } from "./field-errors";
import { perClientLimit } from "./per-client-limit";

// POST /api/vitals: one page view's Web Vitals from a visitor's browser
// (client/features/web-vitals; docs/decisions/0027-real-user-vitals.md). The report is
// checked against closed lists and plausible ranges, added to its day's histograms and
// forgotten; nothing about the client (address, cookie, user agent) is kept, and its
// address only as an HMAC in the rate limits' counts, which also stop one client from
// adding more than VITALS_DAILY_LIMIT reports to a template's figures in a day.
// The browser sends it with sendBeacon, as text/plain (no preflight), or fetch keepalive.

/** Window of the per-client report limit; the count comes from VITALS_RATE_LIMIT. */
export const VITALS_RATE_WINDOW_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

export interface WebVitalsRouterDeps {
  vitals: WebVitalsQueries;
  /** The site's page templates: the route modules' names a visitor can see (server/app.ts). */
  templates: readonly string[];
  /** Reports per client per 10 minutes; 0 turns the limit off. */
  rateLimit: number;
  /** Reports one client adds to one template's figures per UTC day; 0 turns the limit off. */
  dailyLimit: number;
  rateLimitStore: Store;
  /** Where the daily counts are kept (its own store: a day's window, not ten minutes'). */
  dailyLimitStore: Store;
  logger: Logger;
}

export function createWebVitalsRouter(deps: WebVitalsRouterDeps): Router {
  const { vitals, logger } = deps;
  const schema = vitalsReportSchema(deps.templates);
  const limiter = perClientLimit({
    windowMs: VITALS_RATE_WINDOW_MS,
    limit: deps.rateLimit,
    store: deps.rateLimitStore,
    logger: deps.logger,
    handler: (_req, res) => void res.status(429).json({ message: VITALS_MESSAGES.rateLimited }),
  });
  // Counted once the report is known good, per template and UTC day: a flood from one client adds as
  // much to a template's 75th percentile as three page views do (docs/decisions/0027-real-user-vitals.md).
  const dailyCap = perClientLimit({
    windowMs: DAY_MS,
    limit: deps.dailyLimit,
    store: deps.dailyLimitStore,
    logger: deps.logger,
    keyOf: (_req, res) => `${(res.locals.vitals as VitalsReport).template}|${dayOf(Date.now())}`,
    handler: (_req, res) => void res.status(429).json({ message: VITALS_MESSAGES.dailyLimit }),
  });
  // sendBeacon's string body is text/plain; fetch's fallback sends the same text.
  const parseBody = express.json({ limit: VITALS_REPORT_MAX_BYTES, type: ["application/json", "text/plain"] });

  // Old days go once per day and process, off the request's path; a failed prune is tried on the next day's first report.
  let prunedOn = "";
  const pruneOldDays = (day: string) => {
    if (day === prunedOn) return;
    prunedOn = day;
    vitals.pruneBefore(daysBefore(day, WEB_VITALS_KEEP_DAYS)).catch((err: unknown) => logger.warn({ err }, "web vitals prune failed"));
  };

  const router = Router();
  const validate: RequestHandler = (req, res, next) => {
    if (req.body === undefined || typeof req.body !== "object" || req.body === null || Array.isArray(req.body)) {
      throw new HttpError(400, VITALS_MESSAGES.notJson);
    }
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) throw new HttpError(400, VITALS_MESSAGES.invalid, fieldErrorsByPath(parsed.error, REQUEST_MESSAGES.unknownField));
    res.locals.vitals = parsed.data;
    next();
  };
  router.post("/", ...limiter, parseBody, validate, ...dailyCap, async (_req: Request, res: Response) => {
    const day = dayOf(Date.now());
    await vitals.record(res.locals.vitals as VitalsReport, day);
    pruneOldDays(day);
    res.status(204).end();
  });
  return router;
}

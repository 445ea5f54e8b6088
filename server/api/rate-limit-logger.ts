import type { Logger as LimiterLogger } from "express-rate-limit";
import type { Logger } from "../logger";

// express-rate-limit reports what it notices about the set-up (e.g. a request with a
// Forwarded header, which Express does not read) through console.error by default: a
// multi-line stack trace in a log that is otherwise one JSON object per line
// (server/logger.ts). Every limiter hands its reports to our logger instead: one line
// each, with the library's code and text, once per kind of report and limiter.

const fieldsOf = (report: unknown) =>
  report instanceof Error
    ? { code: (report as { code?: unknown }).code, detail: report.message }
    : { detail: typeof report === "string" ? report : JSON.stringify(report) };

/** A finding about the set-up is a warning; anything else (a store that failed) an error. */
const isSetUpFinding = (report: unknown) => report instanceof Error && String((report as { code?: unknown }).code).startsWith("ERR_ERL_");

export function rateLimitLogger(logger: Logger): LimiterLogger {
  const log = (report: unknown, message?: string) => {
    const text = message ?? "the rate limiter reported a problem";
    if (isSetUpFinding(report)) logger.warn(fieldsOf(report), text);
    else logger.error({ ...fieldsOf(report), err: report }, text);
  };
  return { warn: log, error: log };
}

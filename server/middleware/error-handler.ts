import type { ErrorRequestHandler } from "express";
import type { ApiErrorBody } from "../../shared/api-error";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { bodyTooLargeMessage, REQUEST_MESSAGES } from "../../shared/i18n/api-messages";

/** The body limit of the route that refused the body (body-parser reports it in bytes), e.g. "4 KB". */
function sizeText(limit: unknown): string {
  if (typeof limit !== "number" || !Number.isFinite(limit)) return "the limit of this endpoint";
  return limit >= 1024 && limit % 1024 === 0 ? `${limit / 1024} KB` : `${limit} bytes`;
}

/** body-parser marks its failures with `type` and `status`; map them to our shape. */
function bodyParserError(err: unknown): HttpError | null {
  if (!err || typeof err !== "object" || !("type" in err)) return null;
  switch ((err as { type: string }).type) {
    case "entity.too.large":
      return new HttpError(413, bodyTooLargeMessage(sizeText((err as { limit?: unknown }).limit)));
    case "entity.parse.failed":
      return new HttpError(400, REQUEST_MESSAGES.bodyNotJson);
    case "encoding.unsupported":
    case "charset.unsupported":
      return new HttpError(415, REQUEST_MESSAGES.encodingUnsupported);
    case "request.aborted":
      return new HttpError(400, REQUEST_MESSAGES.aborted);
    default:
      return null;
  }
}

/** Errors from Express's own middleware (e.g. serve-static's 404) carry a client status. */
function clientStatusError(err: unknown): HttpError | null {
  if (!err || typeof err !== "object") return null;
  const status = (err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
  if (typeof status !== "number" || status < 400 || status > 499) return null;
  return new HttpError(status, status === 404 ? "Not found" : "The request could not be handled");
}

/**
 * The last middleware: expected failures answer with their status and the one
 * error shape; anything else is a bug, logged (without request data) and
 * answered 500. Page requests get the error page, API requests JSON.
 */
export function errorHandler(
  logger: Logger,
  sendErrorPage: (req: Parameters<ErrorRequestHandler>[1], res: Parameters<ErrorRequestHandler>[2]) => unknown,
): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = err instanceof HttpError ? err : (bodyParserError(err) ?? clientStatusError(err));
    if (res.headersSent) {
      logger.error({ err, path: req.path }, "error after the response started");
      res.destroy();
      return;
    }
    if (!known) {
      logger.error({ err, method: req.method, path: req.path }, "unhandled error");
      if (req.method === "GET" && !req.path.startsWith("/api/")) {
        sendErrorPage(req, res);
        return;
      }
    }
    const status = known?.status ?? 500;
    const body: ApiErrorBody = { message: known?.message ?? "Something went wrong on our side. Please try again." };
    if (known?.fieldErrors) body.fieldErrors = known.fieldErrors;
    res.status(status).setHeader("Cache-Control", "no-store").json(body);
  };
}

import type { RequestHandler } from "express";
import type { Logger } from "../logger";

/** One line per request: method, path (no query string), status, duration. No IPs, no bodies. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // originalUrl: routers mounted on a prefix see a shortened req.path.
      const path = req.originalUrl.split("?")[0];
      logger.info({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    next();
  };
}

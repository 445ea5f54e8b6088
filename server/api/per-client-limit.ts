import type { RequestHandler } from "express";
import { ipKeyGenerator, type Options, rateLimit, type Store } from "express-rate-limit";
import type { Logger } from "../logger";
import { rateLimitLogger } from "./rate-limit-logger";

/**
 * The one way a public route limits each client: counted in the shared store (so every instance
 * counts together), standard RateLimit headers, and the limiter's own findings in our log. An
 * untrusted X-Forwarded-For is reported once in our own log instead
 * (middleware/untrusted-proxy-warning.ts). A limit of 0 turns it off (tests, load tests).
 */
export function perClientLimit(options: {
  windowMs: number;
  limit: number;
  store: Store;
  logger: Logger;
  handler: Options["handler"];
  skip?: Options["skip"];
  /** What is counted besides the client's address (the client's address is always part of the key). */
  keyOf?: (req: Parameters<Options["keyGenerator"]>[0], res: Parameters<Options["keyGenerator"]>[1]) => string;
}): RequestHandler[] {
  if (options.limit <= 0) return [];
  return [
    rateLimit({
      windowMs: options.windowMs,
      limit: options.limit,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      store: options.store,
      validate: { xForwardedForHeader: false },
      logger: rateLimitLogger(options.logger),
      handler: options.handler,
      ...(options.skip ? { skip: options.skip } : {}),
      ...(options.keyOf ? { keyGenerator: (req, res) => `${ipKeyGenerator(req.ip ?? "")}|${options.keyOf!(req, res)}` } : {}),
    }),
  ];
}

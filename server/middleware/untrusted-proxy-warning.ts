import type { RequestHandler } from "express";
import type { Logger } from "../logger";

// With TRUST_PROXY off (the default), a forwarding header is ignored: the client's
// address is the socket's. Behind a reverse proxy that means every visitor shares the
// proxy's address, so the per-IP limits (leads, audits, sign-in lockout) would count
// them together. The operator hears about it once, not on every request.

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

const trustsNoProxy = (trustProxy: boolean | number | string) => trustProxy === false || trustProxy === 0;

export function untrustedProxyWarning(logger: Logger, trustProxy: boolean | number | string): RequestHandler {
  let warned = !trustsNoProxy(trustProxy);
  return (req, _res, next) => {
    if (!warned) {
      const header = FORWARDING_HEADERS.find((name) => req.headers[name] !== undefined);
      if (header) {
        warned = true;
        logger.warn(
          { header },
          `A request carries ${header} but TRUST_PROXY trusts no proxy, so it is ignored. Behind a reverse proxy, set TRUST_PROXY (e.g. 1 for one proxy in front, or the proxy's address) so rate limits see each visitor's address.`,
        );
      }
    }
    next();
  };
}

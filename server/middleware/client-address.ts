import { isIP } from "node:net";
import type { RequestHandler } from "express";

// The client's address as the rate limits, the sign-in lockout and the logs read it (req.ip).
// With TRUST_PROXY set, Express takes it from X-Forwarded-For as written, and a client can
// write anything there ("not-an-ip", kilobytes of text) that its proxy passes on. What is not
// an IP address is not an address: the connection's own is used instead, so nothing else is
// ever counted, logged or stored as one (docs/decisions/0009-admin-security.md).

export function clientAddress(): RequestHandler {
  return (req, _res, next) => {
    const claimed = req.ip;
    if (claimed === undefined || isIP(claimed) === 0) {
      // An own property of this request, in front of Express's getter on its prototype.
      Object.defineProperty(req, "ip", { value: req.socket.remoteAddress, configurable: true, enumerable: true });
    }
    next();
  };
}

import { createHash, timingSafeEqual } from "node:crypto";
import { type Request, type Response, Router } from "express";
import type { Store } from "express-rate-limit";
import { secretHash } from "../db/app-secrets.queries";
import type { Db } from "../db/connection";
import type { ConversionQueries } from "../db/conversions.queries";
import type { Logger } from "../logger";
import { sendConversionFile } from "./admin/conversion-exports";
import { perClientLimit } from "./per-client-limit";
import { FEED_KEY_NAME, isConversionFile } from "./admin/conversion-exports.routes";

// The address Google Ads' scheduled uploads fetch (docs/decisions/0026-ads-conversion-loop.md):
// GET /api/conversions/<file>.csv with HTTP basic auth, any user name and the key staff made
// on /admin/conversions as the password. Basic auth keeps the key out of addresses, and so
// out of access logs. The key is compared as SHA-256 digests in constant time; wrong keys
// are rate-limited per client.

const WINDOW_MS = 15 * 60_000;

const passwordOf = (req: Request): string | null => {
  const header = req.get("authorization") ?? "";
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header.trim());
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : decoded.slice(colon + 1);
};

export function createConversionFeedRouter(deps: {
  db: Db;
  conversions: ConversionQueries;
  rateLimitStore: Store;
  logger: Logger;
}): Router {
  const router = Router();
  const refuse = (res: Response) => {
    res.setHeader("WWW-Authenticate", 'Basic realm="conversions", charset="UTF-8"');
    res.status(401).json({ message: "Send the conversions key as the password (HTTP basic auth)." });
  };
  router.get(
    "/:file.csv",
    ...perClientLimit({
      windowMs: WINDOW_MS,
      limit: 30,
      store: deps.rateLimitStore,
      logger: deps.logger,
      handler: (_req, res) => void res.status(429).json({ message: "Too many requests for the conversions file; try again later." }),
    }),
    async (req, res) => {
      const file = String(req.params.file);
      if (!isConversionFile(file)) {
        res.status(404).json({ message: "No such conversions file" });
        return;
      }
      const stored = await secretHash(deps.db, FEED_KEY_NAME);
      const password = passwordOf(req);
      if (stored === null || password === null) return refuse(res);
      const given = createHash("sha256").update(password).digest();
      const expected = Buffer.from(stored, "hex");
      if (expected.length !== given.length || !timingSafeEqual(given, expected)) {
        deps.logger.warn({ file }, "conversions feed refused a wrong key");
        return refuse(res);
      }
      await sendConversionFile(res, deps.conversions, file);
    },
  );
  return router;
}

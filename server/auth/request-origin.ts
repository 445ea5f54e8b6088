import type { Request } from "express";

// Cross-site request checks for the admin API (docs/decisions/0009-admin-security.md). Browsers send Origin on
// every POST, PUT, PATCH and DELETE, and Sec-Fetch-Site on every request; a
// state-changing admin request must come from the site's own origin.

export interface OriginPolicy {
  /** The public origin (SITE_URL). */
  siteOrigin: string;
  /** Outside production the address the server was reached at counts too (localhost vs 127.0.0.1). */
  allowRequestHost: boolean;
}

/** Sec-Fetch-Site says the request was made by another site (or a sibling subdomain). */
export function isCrossSiteFetch(req: Request): boolean {
  const site = req.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site";
}

export function isSameOriginRequest(req: Request, policy: OriginPolicy): boolean {
  const site = req.get("sec-fetch-site");
  if (site !== undefined && site !== "same-origin") return false;
  const origin = req.get("origin");
  if (!origin) return false;
  if (origin === policy.siteOrigin) return true;
  return policy.allowRequestHost && origin === `${req.protocol}://${req.get("host")}`;
}

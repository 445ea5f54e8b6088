import { Router } from "express";
import type { Brand } from "../../shared/brand";

// RFC 9116: /.well-known/security.txt tells researchers how to reach us.
// Contact and Expires are required. The file is built from the brand settings,
// so its Expires moves forward with them: always in the future and, as the RFC
// recommends, less than a year away.

/** How far ahead Expires lies (RFC 9116 §2.5.5 recommends under a year). */
export const SECURITY_TXT_VALID_DAYS = 180;

export function securityTxt(brand: Brand, siteUrl: string, now = new Date()): string {
  const expires = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + SECURITY_TXT_VALID_DAYS));
  return [
    `# Security contact for ${brand.legalName} (${siteUrl}/).`,
    "# Please report vulnerabilities privately; see the policy for response times.",
    `Contact: mailto:${brand.email}`,
    `Contact: ${siteUrl}/security#report`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    "Preferred-Languages: en, de",
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    `Policy: ${siteUrl}/security#report`,
    "",
  ].join("\n");
}

/** `brand`: the brand as the site settings have it now (the contact email is one of them, docs/decisions/0040-site-settings.md). */
export function createSecurityTxtRouter(deps: { brand: () => Promise<Brand>; siteUrl: string; now?: () => Date }): Router {
  const router = Router();
  router.get("/.well-known/security.txt", async (_req, res) => {
    const brand = await deps.brand();
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=86400");
    res.send(securityTxt(brand, deps.siteUrl, deps.now?.() ?? new Date()));
  });
  return router;
}

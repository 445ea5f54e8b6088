import { createHash, randomBytes } from "node:crypto";
import type { CookieOptions, Request, Response } from "express";
import { ADMIN_HINT_COOKIE } from "../../shared/admin/session-hint";
import { SESSION_ABSOLUTE_MS } from "../../shared/admin/session-limits";

// The admin session cookie carries a random 256-bit token; only its SHA-256 is
// stored. HttpOnly and SameSite=Strict always; in production also Secure with the
// `__Host-` prefix, which the browser only accepts from a secure origin, with
// Path=/ and no Domain, so no subdomain can set or overwrite it.

export interface SessionCookieConfig {
  name: string;
  secure: boolean;
}

export function sessionCookieConfig(isProduction: boolean): SessionCookieConfig {
  return isProduction ? { name: "__Host-admin_session", secure: true } : { name: "admin_session", secure: false };
}

export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The session token the request carries, or null (a malformed value counts as none). */
export function readSessionToken(req: Request, config: SessionCookieConfig): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== config.name) continue;
    const value = part.slice(eq + 1).trim();
    return TOKEN_FORMAT.test(value) ? value : null;
  }
  return null;
}

function cookieOptions(config: SessionCookieConfig): CookieOptions {
  return { httpOnly: true, sameSite: "strict", secure: config.secure, path: "/" };
}

export function setSessionCookie(res: Response, config: SessionCookieConfig, token: string): void {
  res.cookie(config.name, token, { ...cookieOptions(config), maxAge: SESSION_ABSOLUTE_MS });
  res.cookie(ADMIN_HINT_COOKIE, "1", { ...cookieOptions(config), httpOnly: false, maxAge: SESSION_ABSOLUTE_MS });
}

export function clearSessionCookie(res: Response, config: SessionCookieConfig): void {
  res.clearCookie(config.name, cookieOptions(config));
  res.clearCookie(ADMIN_HINT_COOKIE, { ...cookieOptions(config), httpOnly: false });
}

/** The request carries the session cookie or the hint (either may be stale). */
export function hasAnySessionCookie(req: Request, config: SessionCookieConfig): boolean {
  const header = req.headers.cookie ?? "";
  return header.split(";").some((part) => {
    const name = part.split("=")[0]?.trim();
    return name === config.name || name === ADMIN_HINT_COOKIE;
  });
}

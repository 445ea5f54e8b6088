import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { z } from "zod/mini";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../shared/admin/session-limits";
import type { AdminSessionInfo, SignInMethod } from "../../shared/schemas/admin-session";
import { createAdminQueries, type AdminAccount, type AdminQueries } from "../db/admin.queries";
import { withTransaction, type Db } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { normaliseEmail } from "./admin-accounts";
import { signedInAdmin, type SignedInAdmin } from "./signed-in-admin";
import type { AuditLog } from "../audit/audit-log";
import { seesLeadData, type StaffRole } from "../../shared/admin/staff-roles";
import { createPasskeyQueries } from "../db/passkeys.queries";
import { createLimiter } from "./hash-limiter";
import { hashPassword, parsePasswordHash, PASSWORD_HASH_PARAMS, verifyPassword, type ScryptParams } from "./password-hash";
import { PASSWORD_MAX_LENGTH } from "../../shared/admin/password-limits";
import { isCrossSiteFetch, isSameOriginRequest, type OriginPolicy } from "./request-origin";
import {
  clearSessionCookie,
  hasAnySessionCookie,
  hashToken,
  newToken,
  readSessionToken,
  setSessionCookie,
  type SessionCookieConfig,
} from "./session-cookie";
import { signInLockedMessage, STAFF_API_MESSAGES } from "../../shared/i18n/api-messages";

// Sign-in, sessions, CSRF and lockout for the admin API (the design is in
// docs/decisions/0009-admin-security.md).

/** 10 failures for an account from one IP within 15 minutes lock it there. */
export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
/** Failures from one IP over all accounts that stop it trying more (password spraying). */
export const IP_LOCKOUT_FAILURES = 50;
/** Scrypt hashes computed at once, and sign-ins allowed to wait for one. */
const HASH_CONCURRENCY = 2;
const HASH_QUEUE = 16;

export const CSRF_HEADER = "x-csrf-token";

const SignInSchema = z.strictObject({
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
});

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export interface AdminAuthDeps {
  db: Db;
  logger: Logger;
  cookie: SessionCookieConfig;
  origins: OriginPolicy;
  /** Parameters for new hashes (tests pass cheaper ones). */
  hashParams?: ScryptParams;
  /** Sign-ins, refusals and sign-outs go into the audit trail. */
  audit: AuditLog;
}

export function createAdminAuth(deps: AdminAuthDeps) {
  const { logger, cookie } = deps;
  const admins = createAdminQueries(deps.db);
  const passkeys = createPasskeyQueries(deps.db);
  const hashParams = deps.hashParams ?? PASSWORD_HASH_PARAMS;
  const hashing = createLimiter({ concurrency: HASH_CONCURRENCY, maxQueue: HASH_QUEUE });

  /** When the lock on this account from this IP (or on this IP altogether) ends, or null. */
  async function lockedUntil(queries: AdminQueries, email: string, ip: string, now: number): Promise<number | null> {
    const since = now - LOCKOUT_WINDOW_MS;
    const forAccount = await queries.failuresSince(email, ip, since);
    if (forAccount.length >= LOCKOUT_FAILURES) return forAccount[LOCKOUT_FAILURES - 1]! + LOCKOUT_WINDOW_MS;
    const forIp = await queries.ipFailuresSince(ip, since);
    if (forIp.length >= IP_LOCKOUT_FAILURES) return forIp[IP_LOCKOUT_FAILURES - 1]! + LOCKOUT_WINDOW_MS;
    return null;
  }

  /**
   * Checks the password with at most HASH_CONCURRENCY hashes running. An unknown account, a
   * deactivated one and one without a password cost the same time and fail the same way.
   */
  async function checkPassword(email: string, password: string): Promise<{ account: AdminAccount | null; isRight: boolean }> {
    const account = await admins.getAdminByEmail(email);
    const isRight = await hashing.run(async () => {
      if (!account?.passwordHash || !account.isActive) {
        await hashPassword(password, hashParams);
        return false;
      }
      if (!(await verifyPassword(password, account.passwordHash))) return false;
      const stored = parsePasswordHash(account.passwordHash);
      // A hash made with weaker parameters than today's is replaced while the password is at hand.
      if (stored && stored.ln < hashParams.ln) await admins.updatePasswordHash(account.id, await hashPassword(password, hashParams));
      return true;
    });
    return { account, isRight };
  }

  /** A refused sign-in in the audit trail: the account when the email is one (never what was typed otherwise). */
  async function recordRefusal(req: Request, account: Pick<AdminAccount, "id" | "email"> | null, reason: string): Promise<void> {
    await deps.audit.record({ action: "sign-in-failed", actor: account, detail: { reason }, ip: req.ip });
  }

  /** POST /api/admin/session */
  async function signIn(req: Request, res: Response): Promise<void> {
    if (!isSameOriginRequest(req, deps.origins)) throw new HttpError(403, STAFF_API_MESSAGES.signInCrossSite);
    const parsed = SignInSchema.safeParse(req.body);
    if (!parsed.success) throw new HttpError(400, STAFF_API_MESSAGES.credentialsMissing);
    const email = normaliseEmail(parsed.data.email);
    const ip = req.ip ?? "unknown";
    const now = Date.now();
    // The attempt counts as a failure before its hash starts, in one transaction with the
    // lock check that holds this IP's sign-in lock (admin.queries.ts): simultaneous
    // attempts, on this instance or any other on the database, see each other, so no
    // more than LOCKOUT_FAILURES passwords are ever checked. Success clears it below; an
    // attempt whose password was never checked (the hash gate is full) gives it back.
    await admins.deleteFailuresUpTo(now - LOCKOUT_WINDOW_MS);
    const { until, reservation } = await withTransaction(deps.db, async (tx) => {
      const queries = createAdminQueries(tx);
      await queries.holdSignInLock(ip);
      const lockEnd = await lockedUntil(queries, email, ip, now);
      return lockEnd === null
        ? { until: null, reservation: await queries.recordFailure(email, ip, now) }
        : { until: lockEnd, reservation: 0 };
    });
    if (until !== null) {
      res.setHeader("Retry-After", String(Math.ceil((until - now) / 1000)));
      logger.warn({ ip }, "admin sign-in refused: locked out");
      await recordRefusal(req, await admins.getAdminByEmail(email), "locked out");
      throw new HttpError(429, signInLockedMessage(minutes(until - now)));
    }
    let checked: Awaited<ReturnType<typeof checkPassword>>;
    try {
      checked = await checkPassword(email, parsed.data.password);
    } catch (error) {
      await admins.releaseFailure(reservation);
      throw error;
    }
    const { account } = checked;
    if (!account || !checked.isRight) {
      logger.warn({ ip }, "admin sign-in failed");
      await recordRefusal(req, account, !account ? "unknown email" : account.isActive ? "wrong password" : "account deactivated");
      throw new HttpError(401, STAFF_API_MESSAGES.wrongPassword);
    }

    await admins.clearFailures(email, ip);
    if (await mustUsePasskey(account.role)) {
      await recordRefusal(req, account, "passkey required");
      throw new HttpError(403, STAFF_API_MESSAGES.passkeyRequired);
    }
    res.json(await openSession(req, res, account, "password"));
  }

  /** The owner's setting: the roles that see lead data sign in with a passkey only. */
  const mustUsePasskey = async (role: StaffRole) => seesLeadData(role) && (await passkeys.isRequired());

  /** A new password's hash, through the same gate as sign-in's (at most two scrypt hashes at once). */
  const hashNewPassword = (password: string) => hashing.run(() => hashPassword(password, hashParams));

  /**
   * Starts a session for an account that has just proved who it is (a password, a passkey, an
   * emailed link), sets its cookie and answers what the staff screens need. Rotation: whatever
   * session cookie came with the request (perhaps planted) is never reused.
   */
  async function openSession(
    req: Request,
    res: Response,
    account: Pick<AdminAccount, "id" | "email" | "role">,
    method: SignInMethod,
  ): Promise<AdminSessionInfo> {
    const presented = readSessionToken(req, cookie);
    if (presented) await admins.deleteSession(hashToken(presented));
    const signedInAt = Date.now();
    await admins.deleteExpiredSessions(signedInAt - SESSION_IDLE_MS, signedInAt - SESSION_ABSOLUTE_MS);
    const token = newToken();
    const csrfToken = newToken();
    await admins.insertSession(hashToken(token), account.id, csrfToken, signedInAt, method);
    setSessionCookie(res, cookie, token);
    logger.info({ adminId: account.id, method }, "admin signed in");
    await deps.audit.record({ action: "sign-in", actor: account, detail: { method }, ip: req.ip });
    return {
      email: account.email,
      role: account.role,
      method,
      csrfToken,
      expiresAt: new Date(signedInAt + SESSION_IDLE_MS).toISOString(),
    };
  }

  /** Every admin route after sign-in: a valid, unexpired session or 401. */
  const authenticate: RequestHandler = async (req, res, next) => {
    const token = readSessionToken(req, cookie);
    const tokenHash = token ? hashToken(token) : null;
    const session = tokenHash ? await admins.getSession(tokenHash) : null;
    if (!tokenHash || !session) {
      if (hasAnySessionCookie(req, cookie)) clearSessionCookie(res, cookie);
      throw new HttpError(401, STAFF_API_MESSAGES.signIn);
    }
    const now = Date.now();
    if (now - session.lastSeenAt >= SESSION_IDLE_MS || now - session.createdAt >= SESSION_ABSOLUTE_MS) {
      await admins.deleteSession(tokenHash);
      clearSessionCookie(res, cookie);
      throw new HttpError(401, STAFF_API_MESSAGES.sessionExpired);
    }
    // A password session of a role that must now use a passkey (the setting changed, or the role did) ends here.
    if (session.method !== "passkey" && (await mustUsePasskey(session.role))) {
      await admins.deleteSession(tokenHash);
      clearSessionCookie(res, cookie);
      throw new HttpError(401, STAFF_API_MESSAGES.passkeyRequired);
    }
    await admins.touchSession(tokenHash, now);
    const admin: SignedInAdmin = {
      id: session.adminId,
      email: session.email,
      role: session.role,
      method: session.method,
      csrfToken: session.csrfToken,
      tokenHash,
      expiresAt: Math.min(now + SESSION_IDLE_MS, session.createdAt + SESSION_ABSOLUTE_MS),
    };
    res.locals.admin = admin;
    next();
  };

  /** State-changing requests: the session's CSRF token in a header, from this site's origin. */
  const requireCsrf: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const admin = signedInAdmin(res);
    if (!isSameOriginRequest(req, deps.origins)) throw new HttpError(403, STAFF_API_MESSAGES.requestCrossSite);
    const sent = req.get(CSRF_HEADER);
    if (!sent || !sameText(sent, admin.csrfToken)) throw new HttpError(403, STAFF_API_MESSAGES.csrfStale);
    next();
  };

  /** Signed-out writes (sign-in, an emailed link's page, a passkey sign-in) come from this site's own pages (login CSRF). */
  const requireSameOrigin: RequestHandler = (req, _res, next) => {
    if (!isSameOriginRequest(req, deps.origins)) throw new HttpError(403, STAFF_API_MESSAGES.signInCrossSite);
    next();
  };

  /** No admin request of any kind is answered to another site's page (Fetch Metadata). */
  const refuseCrossSite: RequestHandler = (req, _res, next) => {
    if (isCrossSiteFetch(req)) throw new HttpError(403, STAFF_API_MESSAGES.crossSiteFetch);
    next();
  };

  /** GET /api/admin/session */
  function currentSession(_req: Request, res: Response): void {
    const admin = signedInAdmin(res);
    const info: AdminSessionInfo = {
      email: admin.email,
      role: admin.role,
      method: admin.method,
      csrfToken: admin.csrfToken,
      expiresAt: new Date(admin.expiresAt).toISOString(),
    };
    res.json(info);
  }

  /** DELETE /api/admin/session: the session ends on the server, not just in the browser. */
  async function signOut(req: Request, res: Response): Promise<void> {
    const admin = signedInAdmin(res);
    await admins.deleteSession(admin.tokenHash);
    clearSessionCookie(res, cookie);
    logger.info({ adminId: admin.id }, "admin signed out");
    await deps.audit.byStaff(req, admin)("sign-out");
    res.status(204).end();
  }

  /** DELETE /api/admin/sessions: "sign out everywhere", every session of the account ends, this one included. */
  async function signOutEverywhere(req: Request, res: Response): Promise<void> {
    const admin = signedInAdmin(res);
    const ended = await admins.deleteSessionsOf(admin.id);
    clearSessionCookie(res, cookie);
    logger.info({ adminId: admin.id, sessions: ended }, "admin signed out everywhere");
    await deps.audit.byStaff(req, admin)("sign-out-everywhere", null, { sessions: ended });
    res.status(204).end();
  }

  return {
    signIn,
    openSession,
    mustUsePasskey,
    hashNewPassword,
    authenticate,
    requireCsrf,
    requireSameOrigin,
    refuseCrossSite,
    currentSession,
    signOut,
    signOutEverywhere,
  };
}
export type AdminAuth = ReturnType<typeof createAdminAuth>;

import request from "supertest";
import type { StaffRole } from "../../shared/admin/staff-roles";
import { createAdminAccount } from "../../server/auth/admin-accounts";
import type { ScryptParams } from "../../server/auth/password-hash";
import type { AppListener } from "../../server/app";
import type { Db } from "../../server/db/connection";
import { createTestApp } from "./test-app";

// Admin sign-in for API tests. Accounts made here use cheap scrypt parameters so
// a test can fail ten sign-ins in milliseconds; tests/unit/password-hash.test.ts
// checks the real parameters.

export const TEST_HASH_PARAMS: ScryptParams = { ln: 10, r: 8, p: 1 };
export const ADMIN_EMAIL = "staff@agency.example";
export const ADMIN_PASSWORD = "orbit-lantern-tidal-9041";
/** SITE_URL of createTestApp. */
export const SITE_ORIGIN = "https://agency.test";

export async function addAdmin(db: Db, email = ADMIN_EMAIL, password = ADMIN_PASSWORD, role: StaffRole = "owner"): Promise<number> {
  return (await createAdminAccount(db, { email, password, role, hashParams: TEST_HASH_PARAMS })).id;
}

/** One account of each role, with the password ADMIN_PASSWORD: `${role}@agency.example`. */
export async function addStaffOfEveryRole(db: Db): Promise<Record<StaffRole, string>> {
  const emails = { owner: "owner@agency.example", sales: "sales@agency.example", editor: "editor@agency.example" };
  for (const [role, email] of Object.entries(emails) as [StaffRole, string][]) await addAdmin(db, email, ADMIN_PASSWORD, role);
  return emails;
}

/**
 * A test app with one admin account. It trusts a proxy on loopback, as supertest
 * connects from there: signInRequest's X-Forwarded-For then plays the visitor's address.
 */
export async function createAdminTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const testApp = await createTestApp({
    passwordHashParams: TEST_HASH_PARAMS,
    ...options,
    env: { TRUST_PROXY: "loopback", ...options.env },
  });
  if (!options.db) await addAdmin(testApp.db);
  return testApp;
}

export interface AdminSessionHandle {
  /** "name=value" for a Cookie header. */
  cookie: string;
  csrfToken: string;
}

export function signInRequest(app: AppListener, body: { email: string; password: string }, ip?: string) {
  const req = request(app).post("/api/admin/session").set("Origin", SITE_ORIGIN).set("Sec-Fetch-Site", "same-origin");
  if (ip) req.set("X-Forwarded-For", ip);
  return req.send(body);
}

export async function signIn(app: AppListener, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<AdminSessionHandle> {
  const res = await signInRequest(app, { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  const setCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const cookie = setCookie.find((c) => /^(__Host-)?admin_session=/.test(c))!.split(";")[0]!;
  return { cookie, csrfToken: res.body.csrfToken as string };
}

/** A request as the admin pages send it: session cookie, same origin, CSRF token on writes. */
export function asAdmin(app: AppListener, session: AdminSessionHandle) {
  const withHeaders = (req: request.Test, write: boolean) => {
    req.set("Cookie", session.cookie).set("Sec-Fetch-Site", "same-origin");
    return write ? req.set("Origin", SITE_ORIGIN).set("X-CSRF-Token", session.csrfToken) : req;
  };
  return {
    get: (url: string) => withHeaders(request(app).get(url), false),
    post: (url: string) => withHeaders(request(app).post(url), true),
    put: (url: string) => withHeaders(request(app).put(url), true),
    patch: (url: string) => withHeaders(request(app).patch(url), true),
    delete: (url: string) => withHeaders(request(app).delete(url), true),
  };
}

import { createAdminAccount } from "../server/auth/admin-accounts";
import { openDatabase } from "../server/db/connection";

// A staff account in a measured server's own throwaway database, signed in over the staff API,
// for the measuring scripts that put content in place the way staff do (scripts/measure-photos.ts,
// scripts/measure-landing.ts). The database is deleted after the measurement.

const EMAIL = "measure@agency.example";
const PASSWORD = "measuring-photos-only-9431";

export interface Staff {
  origin: string;
  cookie: string;
  csrf: string;
}

export async function signIn(origin: string): Promise<Staff> {
  const res = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => /admin_session=/.test(c))!
    .split(";")[0]!;
  return { origin, cookie, csrf: ((await res.json()) as { csrfToken: string }).csrfToken };
}

export async function staffFetch(staff: Staff, path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(`${staff.origin}${path}`, {
    ...init,
    headers: {
      Cookie: staff.cookie,
      Origin: staff.origin,
      "Sec-Fetch-Site": "same-origin",
      "X-CSRF-Token": staff.csrf,
      ...(init.body && !(init.body instanceof FormData) ? { "Content-Type": "application/json" } : {}),
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/**
 * Makes the account in the server's database (a SQLite file, or PostgreSQL's address; an account
 * an earlier server on the same PostgreSQL database made is kept) and signs in.
 */
export async function measuringStaff(origin: string, database: string): Promise<Staff> {
  const db = openDatabase(database);
  try {
    await createAdminAccount(db, { email: EMAIL, password: PASSWORD });
  } catch (error) {
    if (!/exist/i.test(String(error))) throw error;
  } finally {
    await db.close();
  }
  return signIn(origin);
}

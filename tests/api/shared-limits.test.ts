import request from "supertest";
import { describe, expect, test } from "vitest";
import { createAdminAccount } from "../../server/auth/admin-accounts";
import type { Db } from "../../server/db/connection";
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInRequest } from "../helpers/admin";
import { homeFormLead } from "../helpers/lead-payloads";
import { createTestApp } from "../helpers/test-app";
import { reopenDatabase, testEngine, value } from "../helpers/test-db";

// Several instances on one database are one site: the lead limit and the sign-in
// lockout count what every instance saw (docs/decisions/0018-postgresql-and-kysely.md).
// Two apps on one database play the instances; on PostgreSQL each has a pool of its
// own, as separate processes would. tests/integration/two-instances.test.ts does the
// same with real processes.

/** Costly enough (tens of milliseconds a hash) that simultaneous sign-ins really overlap. */
const SLOW_HASH_PARAMS = { ln: 14, r: 8, p: 1 };

/** The database as another instance opens it (SQLite: the one handle a process has). */
const sameDatabase = (db: Db) => (testEngine === "postgres" ? reopenDatabase(db) : db);

describe("two instances on one database", () => {
  test("count a client's leads together: the limit is the site's, not each instance's", async () => {
    const a = await createTestApp({ env: { CONTACTS_RATE_LIMIT: "3" } });
    const b = await createTestApp({ env: { CONTACTS_RATE_LIMIT: "3" }, db: sameDatabase(a.db) });
    const statuses: number[] = [];
    for (const app of [a.app, b.app, a.app, b.app]) statuses.push((await request(app).post("/api/contacts").send(homeFormLead)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(Number(await value(a.db, "SELECT COUNT(*) FROM leads"))).toBe(3);
  });

  test("30 simultaneous wrong sign-ins over both check the password 10 times and lock it on both", { timeout: 60_000 }, async () => {
    const a = await createTestApp({ passwordHashParams: SLOW_HASH_PARAMS });
    const b = await createTestApp({ passwordHashParams: SLOW_HASH_PARAMS, db: sameDatabase(a.db) });
    await createAdminAccount(a.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, hashParams: SLOW_HASH_PARAMS });
    const wrong = { email: ADMIN_EMAIL, password: "not-the-password-at-all" };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signInRequest(i % 2 ? b.app : a.app, wrong)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    for (const app of [a.app, b.app]) expect((await signInRequest(app, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(429);
  });
});

import express from "express";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { STAFF_ACCESS, STAFF_ROLES, type StaffRole } from "../../shared/admin/staff-roles";
import { STAFF_API_MESSAGES } from "../../shared/i18n/api-messages";
import { createAdminApi } from "../../server/api/admin/admin.router";
import { staffRoutes } from "../../server/api/admin/staff-routes";
import { migrate } from "../../server/db/migrate";
import { createDeliveryService } from "../../server/delivery/delivery-service";
import { parseEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import { createMediaJobs } from "../../server/media/media-jobs";
import { ADMIN_PASSWORD, addStaffOfEveryRole, asAdmin, createAdminTestApp, signIn, SITE_ORIGIN } from "../helpers/admin";
import { humanControls } from "../helpers/lead-controls";
import { walkStaffRoutes } from "../helpers/staff-route-walk";
import { freshDatabase, run, testEngine, value } from "../helpers/test-db";

// Least privilege for staff (docs/decisions/0032-staff-roles-audit-retention-passkeys.md): every
// /api/admin route declares the roles it allows, once, when it is registered
// (server/api/admin/staff-routes.ts); this file walks the router and calls every route as every role.

async function staffApiRouter() {
  const db = await freshDatabase();
  await migrate(db);
  const env = parseEnv({});
  const logger = createLogger("silent");
  const delivery = await createDeliveryService({ db, env, logger });
  return createAdminApi({ db, env, logger, delivery, mediaJobs: createMediaJobs(), onContentChange: () => {}, today: () => "2026-01-01" })
    .router;
}

describe(`staff roles (${testEngine})`, async () => {
  const routes = walkStaffRoutes(await staffApiRouter());

  test("every /api/admin route declares the roles it allows", () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes.filter((r) => r.access === null).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  test("the walk catches a route registered without declaring its roles", () => {
    const router = express.Router();
    staffRoutes(router).get("/declared", "leadData", (_req, res) => void res.end());
    router.get("/undeclared", (_req, res) => void res.end());
    expect(walkStaffRoutes(router).map((r) => [r.path, r.access])).toEqual([
      ["/declared", "leadData"],
      ["/undeclared", null],
    ]);
  });

  test("owners may use every route; sales never reach content or staff routes; editors never reach lead data", () => {
    const allowed = (role: StaffRole) =>
      routes.filter((r) => r.access && (STAFF_ACCESS[r.access] as readonly string[]).includes(role)).map((r) => `${r.method} ${r.path}`);
    const signedIn = routes.filter((r) => r.access !== "signedOut").map((r) => `${r.method} ${r.path}`);
    expect(allowed("owner")).toEqual(signedIn);
    expect(allowed("sales")).toEqual(
      expect.arrayContaining(["get /leads", "get /leads/export.csv", "patch /leads/:id", "get /conversions"]),
    );
    expect(allowed("sales").filter((r) => /\/(posts|content|media)/.test(r))).toEqual([]);
    expect(allowed("editor")).toEqual(expect.arrayContaining(["get /posts", "patch /posts/:id", "post /media", "get /web-vitals"]));
    expect(allowed("editor").filter((r) => /\/(leads|overview|outbox|mail|deliveries|conversions)/.test(r))).toEqual([]);
  });

  test("the site settings are the owners' alone: every one of their routes, reading included, is owner-only", () => {
    // What the site claims, its contacts and its brand (docs/decisions/0040-site-settings.md).
    // (PUT /settings/security, the passkey requirement, is the staff accounts' and owner-only too.)
    expect(routes.map((r) => [`${r.method} ${r.path}`, r.access])).toEqual(
      expect.arrayContaining([
        ["get /settings", "ownerOnly"],
        ["get /settings/revisions", "ownerOnly"],
        ["get /settings/warnings", "ownerOnly"],
        ["put /settings/draft", "ownerOnly"],
        ["post /settings/publish", "ownerOnly"],
        ["post /settings/revisions/:revision/restore", "ownerOnly"],
      ]),
    );
  });

  const signedInRoutes = routes.filter((r) => r.access !== null && r.access !== "signedOut");
  // Sixty-odd routes, each with a sign-in of its own: seconds on PostgreSQL.
  test.each(STAFF_ROLES)(
    "as %s, every route outside the role answers 403 and every route inside it is served",
    { timeout: 120_000 },
    async (role) => {
      const { app, db } = await createAdminTestApp();
      const emails = await addStaffOfEveryRole(db);
      for (const route of signedInRoutes) {
        // A fresh session for each call: some routes end the session they are called with.
        const session = await signIn(app, emails[role], ADMIN_PASSWORD);
        const call = asAdmin(app, session)[route.method](`/api/admin${route.url}`);
        const res = await (route.method === "get" || route.method === "delete" ? call : call.send({}));
        const label = `${role}: ${route.method} ${route.path}`;
        if ((STAFF_ACCESS[route.access!] as readonly string[]).includes(role)) {
          expect([401, 403], label).not.toContain(res.status);
        } else {
          expect(res.status, label).toBe(403);
          expect(res.body, label).toEqual({ message: STAFF_API_MESSAGES.roleRefused });
        }
      }
    },
  );

  test("GET /api/contacts answers the leads to owners and sales, and 403 to an editor", async () => {
    const { app, db } = await createAdminTestApp();
    const emails = await addStaffOfEveryRole(db);
    await request(app)
      .post("/api/contacts")
      .send({ email: "lead@client.example", contactFormType: "contact-form", ...humanControls() });
    for (const role of STAFF_ROLES) {
      const res = await asAdmin(app, await signIn(app, emails[role], ADMIN_PASSWORD)).get("/api/contacts");
      if (role === "editor") {
        expect(res.status).toBe(403);
        expect(JSON.stringify(res.body)).not.toContain("lead@client.example");
      } else {
        expect(res.status, role).toBe(200);
        expect(res.body.items.map((l: { email: string }) => l.email)).toEqual(["lead@client.example"]);
      }
    }
  });

  test("the session tells the screens the account's role", async () => {
    const { app, db } = await createAdminTestApp();
    const emails = await addStaffOfEveryRole(db);
    for (const role of STAFF_ROLES) {
      const res = await asAdmin(app, await signIn(app, emails[role], ADMIN_PASSWORD)).get("/api/admin/session");
      expect(res.body).toMatchObject({ email: emails[role], role });
    }
  });

  test("a role changed in the database applies to the next request of an open session", async () => {
    const { app, db } = await createAdminTestApp();
    const emails = await addStaffOfEveryRole(db);
    const sales = asAdmin(app, await signIn(app, emails.sales, ADMIN_PASSWORD));
    expect((await sales.get("/api/admin/leads")).status).toBe(200);
    await run(db, "UPDATE admins SET role = 'editor' WHERE email = ?", emails.sales);
    expect((await sales.get("/api/admin/leads")).status).toBe(403);
  });

  test("an account made before roles existed is an owner after the upgrade; a new row without a role is an editor", async () => {
    const db = await freshDatabase();
    await migrate(db, { upTo: 12 });
    await run(
      db,
      "INSERT INTO admins (email, password_hash, created_at, password_set_at) VALUES (?, ?, ?, ?)",
      "first@agency.example",
      "$scrypt$ln=10,r=8,p=1$c2FsdA==$a2V5",
      "2026-01-01T00:00:00.000Z",
      "2026-01-01T00:00:00.000Z",
    );
    await migrate(db);
    expect(await value(db, "SELECT role FROM admins WHERE email = ?", "first@agency.example")).toBe("owner");
    await run(db, "INSERT INTO admins (email, created_at) VALUES (?, ?)", "later@agency.example", "2026-02-01T00:00:00.000Z");
    expect(await value(db, "SELECT role FROM admins WHERE email = ?", "later@agency.example")).toBe("editor");
    expect(await value(db, "SELECT password_hash FROM admins WHERE email = ?", "later@agency.example")).toBeNull();
  });

  test("signed-out routes answer without a session, and only they do", async () => {
    const { app } = await createAdminTestApp();
    for (const route of routes) {
      const call = (request(app) as unknown as Record<string, (u: string) => request.Test>)[route.method]!(`/api/admin${route.url}`)
        .set("Origin", SITE_ORIGIN)
        .set("Sec-Fetch-Site", "same-origin");
      const res = await (route.method === "get" || route.method === "delete" ? call : call.send({}));
      if (route.access === "signedOut") expect(res.status, `${route.method} ${route.path}`).not.toBe(401);
      else expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });
});

import { parse } from "csv-parse/sync";
import request from "supertest";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { AuditEntry } from "../../shared/admin/audit-actions";
import { createAuditLog, REPEATED_VIEW_MS } from "../../server/audit/audit-log";
import { truncateIp } from "../../server/audit/truncate-ip";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  addAdmin,
  addStaffOfEveryRole,
  asAdmin,
  createAdminTestApp,
  signIn,
  signInRequest,
} from "../helpers/admin";
import { humanControls } from "../helpers/lead-controls";
import { homeFormLead } from "../helpers/lead-payloads";
import { postInput, testimonialDocument } from "../helpers/content-documents";
import { rows, run, testEngine, value } from "../helpers/test-db";

// The audit trail (docs/decisions/0032-staff-roles-audit-retention-passkeys.md): who did what,
// when and from which network, append-only on both engines, read and exported by owners.

afterEach(() => {
  vi.useRealTimers();
});

async function trail() {
  const testApp = await createAdminTestApp();
  const owner = asAdmin(testApp.app, await signIn(testApp.app));
  const entries = async (query = ""): Promise<AuditEntry[]> => (await owner.get(`/api/admin/audit${query}`)).body.items;
  const postLead = async (fields: Record<string, unknown> = {}) =>
    (
      await request(testApp.app)
        .post("/api/contacts")
        .send({ ...homeFormLead, ...fields, ...humanControls() })
    ).body.id as number;
  return { ...testApp, owner, entries, postLead };
}

describe(`the audit trail (${testEngine})`, () => {
  test("the database refuses to change or delete an entry, whoever asks", async () => {
    const { db, entries } = await trail();
    const before = await rows(db, "SELECT * FROM audit_entries ORDER BY id");
    expect(before.length).toBeGreaterThan(0);
    await expect(run(db, "UPDATE audit_entries SET actor_email = 'someone-else@agency.example'")).rejects.toThrow(/append-only/);
    await expect(run(db, "DELETE FROM audit_entries")).rejects.toThrow(/append-only/);
    if (testEngine === "postgres") await expect(run(db, "TRUNCATE audit_entries")).rejects.toThrow(/append-only/);
    expect(await rows(db, "SELECT * FROM audit_entries ORDER BY id")).toEqual(before);
    expect((await entries()).map((e) => e.action)).toEqual(["sign-in"]);
  });

  test("sign-ins and refusals say who, how and from which network, never the password or an unknown address", async () => {
    const { app, entries } = await trail();
    await signInRequest(app, { email: ADMIN_EMAIL, password: "not-the-password-at-all" }, "203.0.113.77");
    await signInRequest(app, { email: "someone-guessing@evil.example", password: "autumn-guess-password" }, "2001:db8:85a3:1234::9");
    await signInRequest(app, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, "198.51.100.4");
    const [success, unknown, wrong] = await entries();
    expect(success).toMatchObject({ action: "sign-in", actorEmail: ADMIN_EMAIL, detail: { method: "password" }, ip: "198.51.100.0/24" });
    expect(unknown).toMatchObject({
      action: "sign-in-failed",
      actorEmail: null,
      detail: { reason: "unknown email" },
      ip: "2001:db8:85a3::/48",
    });
    expect(wrong).toMatchObject({
      action: "sign-in-failed",
      actorEmail: ADMIN_EMAIL,
      detail: { reason: "wrong password" },
      ip: "203.0.113.0/24",
    });
    const stored = JSON.stringify(await entries());
    for (const secret of ["not-the-password-at-all", "autumn-guess-password", ADMIN_PASSWORD, "someone-guessing", "203.0.113.77"])
      expect(stored).not.toContain(secret);
  });

  test("a locked-out sign-in and signing out are recorded too", async () => {
    const { app, entries, owner } = await trail();
    for (let i = 0; i < 11; i++) await signInRequest(app, { email: ADMIN_EMAIL, password: "not-the-password-at-all" }, "203.0.113.9");
    expect((await entries("?action=sign-in-failed")).map((e) => e.detail?.reason)[0]).toBe("locked out");
    await owner.delete("/api/admin/session");
    const again = asAdmin(app, await signIn(app));
    expect((await again.get("/api/admin/audit?action=sign-out")).body.items).toHaveLength(1);
  });

  test("opening a lead is recorded once per account and lead within 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T09:00:00.000Z"));
    const { owner, entries, postLead } = await trail();
    const id = await postLead();
    for (let i = 0; i < 3; i++) expect((await owner.get(`/api/admin/leads/${id}`)).status).toBe(200);
    vi.setSystemTime(Date.now() + REPEATED_VIEW_MS);
    await owner.get(`/api/admin/leads/${id}`);
    const views = await entries("?action=lead-viewed");
    expect(views.map((e) => [e.target, e.actorEmail])).toEqual([
      [`lead ${id}`, ADMIN_EMAIL],
      [`lead ${id}`, ADMIN_EMAIL],
    ]);
  });

  test("a stage change names the stages; an export names its file and rows; an erasure counts rows without their content", async () => {
    const { owner, entries, postLead, delivery } = await trail();
    const id = await postLead({ name: "Priya Example", email: "priya@client.example", message: "Call me about SEO" });
    await postLead();
    await delivery.worker.drain();
    await owner.patch(`/api/admin/leads/${id}`).send({ status: "contacted" });
    await owner.post(`/api/admin/leads/${id}/notes`).send({ body: "Left a voicemail" });
    const exported = await owner.get("/api/admin/leads/export.csv");
    expect(exported.status).toBe(200);
    expect((await owner.delete(`/api/admin/leads/${id}`)).status).toBe(204);

    const [erased, exportEntry, stage] = await entries();
    expect(stage).toMatchObject({ action: "lead-stage-changed", target: `lead ${id}`, detail: { from: "new", to: "contacted" } });
    expect(exportEntry).toMatchObject({
      action: "leads-exported",
      detail: { file: expect.stringMatching(/^leads-\d{4}-\d{2}-\d{2}\.csv$/), rows: 2 },
    });
    expect(erased).toMatchObject({
      action: "lead-erased",
      target: `lead ${id}`,
      detail: { leads: 1, notes: 1, stageChanges: 1, deliveries: 2, subscriptions: 0, emails: 2 },
    });
    const stored = JSON.stringify(await entries());
    for (const personal of ["Priya", "priya@client.example", "Call me", "voicemail"]) expect(stored).not.toContain(personal);
  });

  test("publishing and unpublishing a post, publishing content and changing settings are recorded", async () => {
    const { owner, entries } = await trail();
    const post = (
      await owner.post("/api/admin/posts").send(postInput({ title: "Audit trail post", slug: "audit-trail-post", isPublished: false }))
    ).body as {
      id: number;
    };
    expect(post.id).toBeGreaterThan(0);
    const testimonial = (await owner.post("/api/admin/content/testimonial").send(testimonialDocument({ publicationAgreed: true })))
      .body as { id: number };
    await owner.post(`/api/admin/content/testimonial/${testimonial.id}/publish`);
    await owner.post(`/api/admin/content/testimonial/${testimonial.id}/unpublish`);
    await owner.patch(`/api/admin/posts/${post.id}`).send({ isPublished: true });
    await owner.patch(`/api/admin/posts/${post.id}`).send({ isFeatured: true });
    await owner.patch(`/api/admin/posts/${post.id}`).send({ isPublished: false });
    await owner.put("/api/admin/conversions/settings").send((await owner.get("/api/admin/conversions")).body.settings);
    const actions = (await entries()).map((e) => [e.action, e.target ?? e.detail?.setting]);
    expect(actions).toEqual([
      ["settings-changed", "conversion stages and time zone"],
      ["post-unpublished", `post ${post.id}`],
      ["post-published", `post ${post.id}`],
      ["content-unpublished", `testimonial ${testimonial.id}`],
      ["content-published", `testimonial ${testimonial.id}`],
      ["sign-in", undefined],
    ]);
  });

  test("owners filter the trail by action, person and day, and page through it", { timeout: 60_000 }, async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T09:00:00.000Z"));
    const { app, db } = await trail();
    const emails = await addStaffOfEveryRole(db);
    for (let i = 0; i < 55; i++) await signIn(app, emails.sales, ADMIN_PASSWORD);
    vi.setSystemTime(new Date("2026-03-04T09:00:00.000Z"));
    await signIn(app, emails.editor, ADMIN_PASSWORD);
    const owner = asAdmin(app, await signIn(app));

    const bySales = await owner.get(`/api/admin/audit?actor=${encodeURIComponent(emails.sales)}`);
    expect(bySales.body).toMatchObject({ total: 55, page: 1, pageSize: 50 });
    expect(bySales.body.items).toHaveLength(50);
    expect((await owner.get(`/api/admin/audit?actor=${encodeURIComponent(emails.sales)}&page=2`)).body.items).toHaveLength(5);
    expect(bySales.body.actors).toEqual([emails.editor, ADMIN_EMAIL, emails.sales].sort());
    const onTheFourth = await owner.get("/api/admin/audit?from=2026-03-04&to=2026-03-04");
    expect(onTheFourth.body.items.map((e: AuditEntry) => e.actorEmail)).toEqual([ADMIN_EMAIL, emails.editor]);
    expect((await owner.get("/api/admin/audit?to=2026-03-03&action=sign-in")).body.total).toBe(56);
    const bad = await owner.get("/api/admin/audit?action=nonsense&from=yesterday");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(["action", "from"]);
  });

  test("the CSV export holds the filtered entries, formula-safe, and is itself recorded", async () => {
    const { app, db, owner } = await trail();
    await addAdmin(db, "-ops@agency.example", ADMIN_PASSWORD, "sales");
    await signIn(app, "-ops@agency.example", ADMIN_PASSWORD);
    const res = await owner.get("/api/admin/audit/export.csv?action=sign-in");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records = parse(res.text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(records.map((r) => [r.who, r.action])).toEqual([
      ["'-ops@agency.example", "sign-in"],
      [ADMIN_EMAIL, "sign-in"],
    ]);
    expect(records[0]!.network).toMatch(/\/24$|\/48$/);
    const [exported] = (await owner.get("/api/admin/audit")).body.items as AuditEntry[];
    expect(exported).toMatchObject({ action: "audit-exported", detail: { rows: 2 } });
  });

  test("only owners read the trail", async () => {
    const { app, db } = await trail();
    const emails = await addStaffOfEveryRole(db);
    for (const role of ["sales", "editor"] as const) {
      const staff = asAdmin(app, await signIn(app, emails[role], ADMIN_PASSWORD));
      expect((await staff.get("/api/admin/audit")).status).toBe(403);
      expect((await staff.get("/api/admin/audit/export.csv")).status).toBe(403);
    }
  });

  test("the site's own runs are recorded without a person or a network", async () => {
    const { db, entries } = await trail();
    await createAuditLog(db).record({ action: "retention-run", actor: null, detail: { leads: 0 } });
    expect((await entries())[0]).toMatchObject({ action: "retention-run", actorEmail: null, ip: null });
    expect(await value(db, "SELECT COUNT(*) FROM audit_entries WHERE actor_id IS NULL")).toBe(1);
  });
});

describe("truncated IP addresses", () => {
  test.each([
    ["203.0.113.77", "203.0.113.0/24"],
    ["::ffff:203.0.113.7", "203.0.113.0/24"],
    ["2001:db8:85a3:1234:5678::1", "2001:db8:85a3::/48"],
    ["2001:db8::1", "2001:db8::/48"],
    ["fe80::1%eth0", "fe80::/48"],
    ["not an address", null],
    [undefined, null],
  ])("%s is kept as %s", (ip, kept) => {
    expect(truncateIp(ip)).toBe(kept);
  });
});

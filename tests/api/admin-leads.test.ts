import { column, run, value } from "../helpers/test-db";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { createLeadQueries } from "../../server/db/leads.queries";
import type { LeadInput } from "../../shared/schemas/lead";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { entryPopupLead, exitPopupLead, homeFormLead } from "../helpers/lead-payloads";

async function inbox() {
  const testApp = await createAdminTestApp();
  const admin = asAdmin(testApp.app, await signIn(testApp.app));
  const leads = createLeadQueries(testApp.db);
  /** Stores a lead as POST /api/contacts would, at a given time. */
  const add = (lead: LeadInput, at: string) =>
    leads.insert(
      lead as Parameters<typeof leads.insert>[0],
      { userAgent: "Test/1.0", referrerPage: null, attribution: null, spamReason: null },
      new Date(at),
    );
  return { ...testApp, admin, add };
}

const names = (body: { items: { name: string | null }[] }) => body.items.map((l) => l.name);

describe("the leads inbox API", () => {
  test("lists leads newest first, 25 to a page, with the total", async () => {
    const { admin, add } = await inbox();
    for (let i = 1; i <= 30; i++)
      await add(
        { ...homeFormLead, name: `Lead ${i}` },
        `2026-02-${String(i % 28 || 28).padStart(2, "0")}T10:00:${String(i).padStart(2, "0")}.000Z`,
      );
    const first = await admin.get("/api/admin/leads");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.body.items).toHaveLength(25);
    const dates = first.body.items.map((l: { createdAt: string }) => l.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await admin.get("/api/admin/leads?page=2");
    expect(second.body.items).toHaveLength(5);
    const all = [...names(first.body), ...names(second.body)];
    expect(new Set(all).size).toBe(30);
    expect((await admin.get("/api/admin/leads?pageSize=10&page=3")).body.items).toHaveLength(10);
  });

  test("searches name, email, company and message, case-insensitively, with wildcards taken literally", async () => {
    const { admin, add } = await inbox();
    await add(
      { ...homeFormLead, name: "Priya Raman", email: "priya@north.example", company: "North Co", message: "Need local SEO" },
      "2026-03-01T09:00:00.000Z",
    );
    await add(
      { ...homeFormLead, name: "Tom Baker", email: "tom@south.example", company: "Southfield", message: "100% white-label PPC" },
      "2026-03-01T10:00:00.000Z",
    );
    await add(
      { ...homeFormLead, name: "Ana Lopez", email: "ana@west.example", company: "Westward_Media", message: "Web build" },
      "2026-03-01T11:00:00.000Z",
    );
    const search = async (q: string) => names((await admin.get(`/api/admin/leads?q=${encodeURIComponent(q)}`)).body);
    expect(await search("PRIYA")).toEqual(["Priya Raman"]);
    expect(await search("south.example")).toEqual(["Tom Baker"]);
    expect(await search("westward")).toEqual(["Ana Lopez"]);
    expect(await search("local seo")).toEqual(["Priya Raman"]);
    expect(await search("100%")).toEqual(["Tom Baker"]);
    expect(await search("_")).toEqual(["Ana Lopez"]);
    expect(await search("%")).toEqual(["Tom Baker"]);
  });

  test("filters by form type, source, region, status and date range, together", async () => {
    const { admin, add, db } = await inbox();
    await add(exitPopupLead, "2026-03-01T23:59:59.000Z");
    await add(entryPopupLead, "2026-03-02T00:00:00.000Z");
    const home = await add(homeFormLead, "2026-03-03T12:00:00.000Z");
    await run(db, "UPDATE leads SET status = 'won' WHERE id = ?", home);
    const get = async (qs: string) => names((await admin.get(`/api/admin/leads?${qs}`)).body);
    expect(await get("formType=exit-popup-contact-form")).toEqual(["Exit Intent Visitor"]);
    expect(await get("source=entry_popup")).toEqual(["Entry Popup Lead"]);
    expect(await get("region=US")).toEqual(["Exit Intent Visitor"]);
    expect(await get("status=won")).toEqual(["Dana Whitfield"]);
    expect(await get("status=new")).toEqual(["Entry Popup Lead", "Exit Intent Visitor"]);
    expect(await get("from=2026-03-02")).toEqual(["Dana Whitfield", "Entry Popup Lead"]);
    expect(await get("to=2026-03-01")).toEqual(["Exit Intent Visitor"]);
    expect(await get("from=2026-03-02&to=2026-03-02")).toEqual(["Entry Popup Lead"]);
    expect(await get("from=2026-03-01&to=2026-03-03&status=new&region=UK")).toEqual(["Entry Popup Lead"]);
    expect(await get("formType=&status=")).toHaveLength(3);
    expect((await admin.get("/api/admin/leads")).body.sources).toEqual(["entry_popup", "exit_intent_popup"]);
  });

  test("answers 400 naming a bad filter", async () => {
    const { admin } = await inbox();
    for (const [qs, field] of [
      ["status=archived", "status"],
      ["from=yesterday", "from"],
      ["page=0", "page"],
      ["pageSize=500", "pageSize"],
      ["formType=x", "formType"],
    ]) {
      const res = await admin.get(`/api/admin/leads?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(Object.keys(res.body.fieldErrors), qs).toEqual([field]);
    }
  });

  test("a lead's detail lists every stored column, its status and its notes", async () => {
    const { admin, app } = await inbox();
    const created = await request(app).post("/api/contacts").set("User-Agent", "Browser/9").send(homeFormLead);
    const res = await admin.get(`/api/admin/leads/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body.lead).toMatchObject({ id: created.body.id, name: "Dana Whitfield", status: "new" });
    const fields = Object.fromEntries(res.body.fields.map((f: { column: string; value: unknown }) => [f.column, f.value]));
    expect(fields).toMatchObject({
      contact_form_type: "home-contact-form",
      agency_name: "Brightside Digital",
      services_selected: "Link building, Local SEO",
      message: homeFormLead.message,
      user_agent: "Browser/9",
      status: "new",
    });
    const columns = (await admin.get("/api/admin/leads/export.csv")).text
      .replace(/^\uFEFF/, "")
      .split("\r\n")[0]!
      .split(",");
    expect(res.body.fields.map((f: { column: string }) => f.column)).toEqual(columns);
    expect(res.body.notes).toEqual([]);
    expect((await admin.get("/api/admin/leads/99999")).status).toBe(404);
    expect((await admin.get("/api/admin/leads/abc")).status).toBe(404);
  });

  test("status changes are stored (won with its deal value); an unknown status answers 400", async () => {
    const { admin, add, db } = await inbox();
    const id = await add(homeFormLead, "2026-03-01T09:00:00.000Z");
    for (const status of ["contacted", "qualified", "won", "lost", "new"]) {
      const res = await admin.patch(`/api/admin/leads/${id}`).send(status === "won" ? { status, value: "100" } : { status });
      expect(res.status).toBe(200);
      expect(res.body.lead.status).toBe(status);
      expect(await value(db, "SELECT status FROM leads WHERE id = ?", id)).toBe(status);
    }
    const bad = await admin.patch(`/api/admin/leads/${id}`).send({ status: "archived" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.status).toBeDefined();
    expect((await admin.patch(`/api/admin/leads/${id}`).send({ status: "won", value: "100", name: "x" })).status).toBe(400);
    expect((await admin.patch("/api/admin/leads/99999").send({ status: "won", value: "100" })).status).toBe(404);
  });

  test("internal notes are kept with the author and time, oldest first", async () => {
    const { admin, add } = await inbox();
    const id = await add(homeFormLead, "2026-03-01T09:00:00.000Z");
    const first = await admin.post(`/api/admin/leads/${id}/notes`).send({ body: "Called, left a voicemail." });
    expect(first.status).toBe(201);
    await admin.post(`/api/admin/leads/${id}/notes`).send({ body: "  Sent the proposal.  " });
    const detail = await admin.get(`/api/admin/leads/${id}`);
    expect(detail.body.notes).toEqual([
      { id: expect.any(Number), body: "Called, left a voicemail.", authorEmail: "staff@agency.example", createdAt: expect.any(String) },
      { id: expect.any(Number), body: "Sent the proposal.", authorEmail: "staff@agency.example", createdAt: expect.any(String) },
    ]);
    expect((await admin.post(`/api/admin/leads/${id}/notes`).send({ body: "   " })).status).toBe(400);
    expect((await admin.post("/api/admin/leads/99999/notes").send({ body: "x" })).status).toBe(404);
  });

  test("delete erases the lead and its notes", async () => {
    const { admin, add, db } = await inbox();
    const id = await add(homeFormLead, "2026-03-01T09:00:00.000Z");
    const keep = await add(exitPopupLead, "2026-03-01T10:00:00.000Z");
    await admin.post(`/api/admin/leads/${id}/notes`).send({ body: "Asked to be forgotten." });
    expect((await admin.delete(`/api/admin/leads/${id}`)).status).toBe(204);
    expect(await column(db, "SELECT id FROM leads")).toEqual([keep]);
    expect(await value(db, "SELECT COUNT(*) FROM lead_notes")).toBe(0);
    expect((await admin.get(`/api/admin/leads/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/leads/${id}`)).status).toBe(404);
  });

  test("the CSV export holds every column of the leads of the current filter, RFC 4180 with formulas neutralised", async () => {
    const { admin, add } = await inbox();
    await add(
      { ...homeFormLead, name: '=HYPERLINK("http://evil.example","click")', message: 'Line one\nLine "two", ok' },
      "2026-03-01T09:00:00.000Z",
    );
    await add(exitPopupLead, "2026-03-02T09:00:00.000Z");
    const res = await admin.get("/api/admin/leads/export.csv?formType=home-contact-form");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const text = res.text.replace(/^\uFEFF/, "");
    const [header, ...rest] = text.split("\r\n");
    expect(header).toMatch(/^id,created_at,contact_form_type,name,email,/);
    expect(header).toContain(",status");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"Line one\nLine ""two"", ok"`);
    expect(text).toContain(",'+1 555 0100,");
    expect(text).not.toContain("Exit Intent Visitor");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(rest.filter((line) => /^\d+,/.test(line))).toHaveLength(1);
  });
});

describe("the overview API", () => {
  test("counts leads per day for the last 30 days (zero days included) and by form type, with the latest leads", async () => {
    const { admin, add } = await inbox();
    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (n: number) => new Date(Date.parse(`${today}T12:00:00.000Z`) - n * 86_400_000).toISOString();
    await add(homeFormLead, daysAgo(0));
    await add(homeFormLead, daysAgo(0));
    await add(exitPopupLead, daysAgo(3));
    await add(entryPopupLead, daysAgo(29));
    await add(entryPopupLead, daysAgo(30)); // outside the window
    const res = await admin.get("/api/admin/overview");
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(30);
    expect(res.body.days[29]).toEqual({ date: today, count: 2 });
    expect(res.body.days[26].count).toBe(1);
    expect(res.body.days[0]).toEqual({ date: daysAgo(29).slice(0, 10), count: 1 });
    expect(res.body.days.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(4);
    expect(res.body.byFormType).toEqual([
      { formType: "home-contact-form", count: 2 },
      { formType: "entry-popup-contact-form", count: 1 },
      { formType: "exit-popup-contact-form", count: 1 },
    ]);
    expect(res.body.totals).toEqual({ last30Days: 4, new: 5, all: 5, spam: 0 });
    expect(res.body.latest).toHaveLength(5);
    expect(res.body.latest[0].name).toBe("Dana Whitfield");
  });
});

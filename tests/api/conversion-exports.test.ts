import { parse } from "csv-parse/sync";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { hashEmail, normaliseEmail, timeInZone } from "../../server/api/admin/conversion-exports-format";
import { createLeadQueries } from "../../server/db/leads.queries";
import type { AdUserDataConsent, LeadAttribution } from "../../shared/schemas/lead-attribution";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { homeFormLead } from "../helpers/lead-payloads";
import { run } from "../helpers/test-db";

// Runs on SQLite, and on PostgreSQL under scripts/test-postgres.sh.

const DAY = 86_400_000;

async function exportsApp() {
  const testApp = await createAdminTestApp();
  const admin = asAdmin(testApp.app, await signIn(testApp.app));
  const leads = createLeadQueries(testApp.db);
  /** A lead stored `daysAgo` days ago, with its click ids and consent. */
  const add = async (email: string, attribution: LeadAttribution | null, consent: AdUserDataConsent | null, daysAgo = 1) =>
    leads.insert(
      { ...homeFormLead, email } as Parameters<typeof leads.insert>[0],
      { userAgent: null, referrerPage: null, attribution, spamReason: null, adUserDataConsent: consent },
      new Date(Date.now() - daysAgo * DAY),
    );
  const stage = (id: number, body: Record<string, string>) => admin.patch(`/api/admin/leads/${id}`).send(body);
  const csv = async (file: string) => {
    const res = await admin.get(`/api/admin/conversions/${file}.csv`);
    expect(res.status).toBe(200);
    return { res, records: parse(res.text, { relax_column_count: true }) as string[][] };
  };
  return { ...testApp, admin, add, stage, csv };
}

describe("conversion exports", () => {
  test("the Google Ads clicks file has the TimeZone row, the template's header, and one row per lead that reached a named stage", async () => {
    const { add, stage, csv, admin } = await exportsApp();
    const a = await add("a@north.example", { gclid: "gclid-A" }, "granted");
    const b = await add("b@north.example", { gclid: "gclid-B" }, "denied");
    await stage(a, { status: "qualified" });
    await stage(a, { status: "won", value: "1250.5", currency: "GBP" });
    await stage(b, { status: "contacted" });
    await admin.put("/api/admin/conversions/settings").send({
      timeZone: "Europe/Berlin",
      names: { contacted: "", qualified: "Qualified lead", won: "Won deal" },
    });
    const { res, records } = await csv("google-ads");
    expect(records[0]).toEqual(["Parameters:TimeZone=Europe/Berlin"]);
    expect(records[1]).toEqual([
      "Google Click ID",
      "Conversion Name",
      "Conversion Time",
      "Conversion Value",
      "Conversion Currency",
      "Ad User Data",
      "Ad Personalization",
    ]);
    const rows = records.slice(2);
    expect(rows.map((r) => [r[0], r[1], r[3], r[4], r[5], r[6]])).toEqual([
      ["gclid-A", "Qualified lead", "", "", "Granted", "Granted"],
      ["gclid-A", "Won deal", "1250.50", "GBP", "Granted", "Granted"],
    ]);
    for (const row of rows) expect(row[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The contacted stage has no name: lead b is neither a row nor left out.
    expect(res.headers["conversions-rows"]).toBe("2");
    expect(res.headers["conversions-left-out"]).toBe("no-click-id=0, no-consent=0, too-old=0");
  });

  test("conversion times are the wall-clock time in the staff's zone", () => {
    expect(timeInZone("2026-07-01T12:34:56.000Z", "Etc/UTC")).toBe("2026-07-01 12:34:56");
    expect(timeInZone("2026-07-01T12:34:56.000Z", "Europe/Berlin")).toBe("2026-07-01 14:34:56");
    expect(timeInZone("2026-01-01T03:00:00.000Z", "America/New_York")).toBe("2025-12-31 22:00:00");
  });

  test("GBRAID and WBRAID leads go in their own file, each row with exactly one id", async () => {
    const { add, stage, csv } = await exportsApp();
    await stage(await add("g@x.example", { gbraid: "GB-1" }, null), { status: "qualified" });
    await stage(await add("w@x.example", { wbraid: "WB-1" }, null), { status: "qualified" });
    await stage(await add("c@x.example", { gclid: "GC-1", gbraid: "GB-2" }, null), { status: "qualified" });
    const { records } = await csv("google-ads-braid");
    expect(records[1]!.slice(0, 3)).toEqual(["GBRAID", "WBRAID", "Conversion Name"]);
    expect(records.slice(2).map((r) => [r[0], r[1]])).toEqual([
      ["GB-1", ""],
      ["", "WB-1"],
    ]);
    // The lead with a gclid is in the clicks file, not here, and not counted as left out.
    const clicks = await csv("google-ads");
    expect(clicks.records.slice(2).map((r) => r[0])).toEqual(["GC-1"]);
    expect(clicks.res.headers["conversions-left-out"]).toBe("no-click-id=0, no-consent=0, too-old=0");
  });

  test("the enhanced-conversions file holds hashed emails of consenting leads only", async () => {
    const { add, stage, csv } = await exportsApp();
    await stage(await add(" Jane.Doe@GMAIL.com", null, "granted"), { status: "qualified" });
    await stage(await add("no.consent@example.com", null, "denied"), { status: "qualified" });
    await stage(await add("unknown@example.com", null, null), { status: "qualified" });
    const { res, records } = await csv("google-ads-enhanced");
    expect(records[1]![0]).toBe("Email");
    const emails = records.slice(2).map((r) => r[0]);
    expect(emails).toEqual(["d6117306485ed0e50afab3ac871e98f81699151f30281527d63ff5f233656c69"]);
    expect(res.text).not.toContain(hashEmail("no.consent@example.com"));
    expect(res.text).not.toContain("example.com");
    expect(res.headers["conversions-left-out"]).toBe("no-click-id=0, no-consent=2, too-old=0");
  });

  test("emails are normalised as Google says before hashing", () => {
    expect(normaliseEmail("  Jane.Doe@Gmail.com ")).toBe("janedoe@gmail.com");
    expect(normaliseEmail("j.a.n.e@googlemail.com")).toBe("jane@googlemail.com");
    // Dots stay in other domains' names.
    expect(normaliseEmail("Jane.Doe@Example.com")).toBe("jane.doe@example.com");
    expect(hashEmail("Jane.Doe@example.com")).toBe("86e0b9e56c17cc4d12387e1949b85053fbe73bc3ce5a1188713a9d300cc6133d");
  });

  test("left-out counts name each reason: no click id, older than 90 days", async () => {
    const { add, stage, csv, admin } = await exportsApp();
    await stage(await add("new@x.example", { gclid: "fresh" }, "granted", 10), { status: "qualified" });
    await stage(await add("old@x.example", { gclid: "stale" }, "granted", 91), { status: "qualified" });
    await stage(await add("none@x.example", null, "granted"), { status: "qualified" });
    const { res, records } = await csv("google-ads");
    expect(records.slice(2).map((r) => r[0])).toEqual(["fresh"]);
    expect(res.headers["conversions-left-out"]).toBe("no-click-id=1, no-consent=0, too-old=1");
    const overview = (await admin.get("/api/admin/conversions")).body;
    expect(overview.files.find((f: { file: string }) => f.file === "google-ads")).toEqual({
      file: "google-ads",
      rows: 1,
      leftOut: { "no-click-id": 1, "no-consent": 0, "too-old": 1 },
    });
  });

  test("left out counts leads, not the stages they reached: a lead qualified and then won without a click id is one", async () => {
    const { add, stage, csv, admin } = await exportsApp();
    const unclicked = await add("unclicked@x.example", null, "granted");
    await stage(unclicked, { status: "qualified" });
    await stage(unclicked, { status: "won", value: "4800.50", currency: "USD" });
    await stage(await add("clicked@x.example", { gclid: "clicked" }, "granted"), { status: "qualified" });
    const { res, records } = await csv("google-ads");
    expect(records.slice(2).map((r) => r[0])).toEqual(["clicked"]);
    expect(res.headers["conversions-left-out"]).toBe("no-click-id=1, no-consent=0, too-old=0");
    const overview = (await admin.get("/api/admin/conversions")).body;
    expect(overview.files.find((f: { file: string }) => f.file === "google-ads").leftOut).toEqual({
      "no-click-id": 1,
      "no-consent": 0,
      "too-old": 0,
    });
  });

  test("a lead that reaches a stage twice is one conversion, at the first time", async () => {
    const { add, stage, csv } = await exportsApp();
    const id = await add("twice@x.example", { gclid: "G" }, null);
    await stage(id, { status: "qualified" });
    await stage(id, { status: "contacted" });
    await stage(id, { status: "qualified" });
    expect((await csv("google-ads")).records.slice(2)).toHaveLength(1);
  });

  test("the Microsoft file follows Microsoft's bulk format, with msclkid leads only", async () => {
    const { add, stage, csv, db } = await exportsApp();
    const id = await add("ms@x.example", { msclkid: "f894f652ea334e739002f7167ab8f8e3" }, null);
    await stage(id, { status: "won", value: "10", currency: "USD" });
    await run(db, "UPDATE lead_status_changes SET changed_at = '2026-04-01T18:50:54.000Z' WHERE lead_id = ?", id);
    await stage(await add("google@x.example", { gclid: "G" }, null), { status: "won", value: "5" });
    const { records, res } = await csv("microsoft-ads");
    expect(records[0]).toEqual([
      "Type",
      "Status",
      "Id",
      "Parent Id",
      "Client Id",
      "Name",
      "Conversion Currency Code",
      "Conversion Name",
      "Conversion Time",
      "Conversion Value",
      "Microsoft Click Id",
    ]);
    expect(records[1]).toEqual(["Format Version", "", "", "", "", "6.0", "", "", "", "", ""]);
    expect(records.slice(2)).toEqual([
      ["Offline Conversion", "", "", "", "", "", "USD", "Won deal", "4/1/2026 6:50:54 PM", "10.00", "f894f652ea334e739002f7167ab8f8e3"],
    ]);
    expect(res.headers["conversions-left-out"]).toBe("no-click-id=1, no-consent=0, too-old=0");
  });

  test("settings are checked: an unknown time zone or a formula-like name is refused naming the field", async () => {
    const { admin } = await exportsApp();
    const res = await admin
      .put("/api/admin/conversions/settings")
      .send({ timeZone: "Mars/Olympus", names: { contacted: "", qualified: "=cmd()", won: "Won deal" } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["names", "timeZone"]);
  });

  test("the scheduled address serves the file for the current key only, and refuses a wrong one", async () => {
    const { add, stage, admin, app } = await exportsApp();
    await stage(await add("a@x.example", { gclid: "G-1" }, "granted"), { status: "qualified" });
    const feed = (password?: string) => {
      const req = request(app).get("/api/conversions/google-ads.csv");
      return password === undefined ? req : req.auth("google-ads", password);
    };
    expect((await feed("anything")).status).toBe(401);
    const first = (await admin.post("/api/admin/conversions/feed-key")).body.key as string;
    const ok = await feed(first);
    expect(ok.status).toBe(200);
    expect(ok.text.split("\r\n")[2]).toMatch(/^G-1,Qualified lead,/);
    const wrong = await feed(`${first}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.headers["www-authenticate"]).toMatch(/^Basic /);
    expect(wrong.text).not.toContain("G-1");
    expect((await feed()).status).toBe(401);
    // Rotating: the old key stops working at once.
    const second = (await admin.post("/api/admin/conversions/feed-key")).body.key as string;
    expect((await feed(first)).status).toBe(401);
    expect((await feed(second)).status).toBe(200);
    // The key is stored only as its hash.
    expect(JSON.stringify((await admin.get("/api/admin/conversions")).body)).not.toContain(second);
  });

  test("the scheduled address is rate-limited per client: the 31st request in 15 minutes answers 429", async () => {
    const { app } = await exportsApp();
    for (let i = 0; i < 30; i++) expect((await request(app).get("/api/conversions/google-ads.csv").auth("x", "wrong")).status).toBe(401);
    expect((await request(app).get("/api/conversions/google-ads.csv").auth("x", "wrong")).status).toBe(429);
  });
});

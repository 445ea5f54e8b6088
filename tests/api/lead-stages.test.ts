import { describe, expect, test } from "vitest";
import { createLeadQueries } from "../../server/db/leads.queries";
import type { LeadInput } from "../../shared/schemas/lead";
import { ADMIN_EMAIL, asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { homeFormLead } from "../helpers/lead-payloads";
import { row, rows } from "../helpers/test-db";

// Runs on SQLite, and on PostgreSQL under scripts/test-postgres.sh.

async function inbox() {
  const testApp = await createAdminTestApp();
  const admin = asAdmin(testApp.app, await signIn(testApp.app));
  const leads = createLeadQueries(testApp.db);
  const add = (lead: LeadInput) =>
    leads.insert(
      lead as Parameters<typeof leads.insert>[0],
      { userAgent: "Test/1.0", referrerPage: null, attribution: null, spamReason: null },
      new Date("2026-03-01T09:00:00.000Z"),
    );
  return { ...testApp, admin, add };
}

describe("lead stages and deal values", () => {
  test("each status change is kept with who made it and when, oldest first", async () => {
    const { admin, add, db } = await inbox();
    const id = await add(homeFormLead);
    expect((await admin.patch(`/api/admin/leads/${id}`).send({ status: "contacted" })).status).toBe(200);
    const res = await admin.patch(`/api/admin/leads/${id}`).send({ status: "qualified" });
    expect(res.status).toBe(200);
    expect(res.body.lead.status).toBe("qualified");
    expect(res.body.stages.map((s: { from: string; to: string }) => `${s.from}>${s.to}`)).toEqual(["new>contacted", "contacted>qualified"]);
    const stored = await rows<{ from_status: string; to_status: string; changed_by: string; changed_at: string }>(
      db,
      "SELECT from_status, to_status, changed_by, changed_at FROM lead_status_changes WHERE lead_id = ? ORDER BY id",
      id,
    );
    expect(stored).toHaveLength(2);
    expect(stored[1]).toMatchObject({ from_status: "contacted", to_status: "qualified", changed_by: ADMIN_EMAIL });
    expect(Date.parse(stored[1]!.changed_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  test("choosing the same stage again writes no history row", async () => {
    const { admin, add, db } = await inbox();
    const id = await add(homeFormLead);
    await admin.patch(`/api/admin/leads/${id}`).send({ status: "contacted" });
    await admin.patch(`/api/admin/leads/${id}`).send({ status: "contacted" });
    expect(await rows(db, "SELECT id FROM lead_status_changes WHERE lead_id = ?", id)).toHaveLength(1);
  });

  test("marking a lead won stores the deal value in minor units, on the change and on the lead", async () => {
    const { admin, add, db } = await inbox();
    const id = await add(homeFormLead);
    const res = await admin.patch(`/api/admin/leads/${id}`).send({ status: "won", value: "1250.5", currency: "GBP" });
    expect(res.status).toBe(200);
    expect(res.body.stages.at(-1)).toMatchObject({ to: "won", valueMinor: 125050, currency: "GBP" });
    expect(await row(db, "SELECT status, won_value_minor, won_currency FROM leads WHERE id = ?", id)).toEqual({
      status: "won",
      won_value_minor: 125050,
      won_currency: "GBP",
    });
  });

  test("a won deal without a currency takes the lead's region's currency", async () => {
    const { admin, add } = await inbox();
    const id = await add({ ...homeFormLead, region: "DE" } as LeadInput);
    const res = await admin.patch(`/api/admin/leads/${id}`).send({ status: "won", value: "900" });
    expect(res.body.stages.at(-1)).toMatchObject({ valueMinor: 90000, currency: "EUR" });
  });

  test("marking a lead won without a value, or with a bad value or currency, is refused naming the field", async () => {
    const { admin, add, db } = await inbox();
    const id = await add(homeFormLead);
    const missing = await admin.patch(`/api/admin/leads/${id}`).send({ status: "won" });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors)).toEqual(["value"]);
    const bad = await admin.patch(`/api/admin/leads/${id}`).send({ status: "won", value: "12,50", currency: "JPY" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(["currency", "value"]);
    expect(await rows(db, "SELECT id FROM lead_status_changes")).toHaveLength(0);
  });

  test("leaving won clears the lead's value but the history keeps it", async () => {
    const { admin, add, db } = await inbox();
    const id = await add(homeFormLead);
    await admin.patch(`/api/admin/leads/${id}`).send({ status: "won", value: "100", currency: "USD" });
    await admin.patch(`/api/admin/leads/${id}`).send({ status: "lost" });
    expect(await row(db, "SELECT won_value_minor, won_currency FROM leads WHERE id = ?", id)).toEqual({
      won_value_minor: null,
      won_currency: null,
    });
    expect(await row(db, "SELECT value_minor FROM lead_status_changes WHERE to_status = 'won'")).toEqual({ value_minor: 10000 });
  });

  test("an unknown lead answers 404", async () => {
    const { admin } = await inbox();
    expect((await admin.patch("/api/admin/leads/999").send({ status: "contacted" })).status).toBe(404);
  });
});

describe("the overview's outcomes", () => {
  test("counts leads, qualified leads and won value per currency by traffic source and by campaign", async () => {
    const { admin, db } = await inbox();
    const leads = createLeadQueries(db);
    const add = (attribution: Parameters<typeof leads.insert>[1]["attribution"]) =>
      leads.insert(homeFormLead as Parameters<typeof leads.insert>[0], {
        userAgent: null,
        referrerPage: null,
        attribution,
        spamReason: null,
      });
    const a = await add({ utmSource: "google", utmCampaign: "spring" });
    const b = await add({ utmSource: "google", utmCampaign: "spring" });
    await add({ utmSource: "google", utmCampaign: "autumn" });
    await add(null);
    await admin.patch(`/api/admin/leads/${a}`).send({ status: "qualified" });
    await admin.patch(`/api/admin/leads/${b}`).send({ status: "won", value: "1000", currency: "EUR" });
    const res = await admin.get("/api/admin/overview/outcomes");
    expect(res.status).toBe(200);
    expect(res.body.bySource).toEqual([
      { key: "google", leads: 3, qualified: 2, wonMinor: { USD: 0, GBP: 0, EUR: 100000 } },
      { key: null, leads: 1, qualified: 0, wonMinor: { USD: 0, GBP: 0, EUR: 0 } },
    ]);
    expect(res.body.byCampaign[0]).toEqual({ key: "spring", leads: 2, qualified: 2, wonMinor: { USD: 0, GBP: 0, EUR: 100000 } });
    expect(res.body.byCampaign).toHaveLength(2);
  });
});

import { parse } from "csv-parse/sync";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { createLeadDeliveryQueries } from "../../server/db/lead-delivery.queries";
import { leadWebhookBody } from "../../server/delivery/lead-webhook-body";
import { RULES_VERSION } from "../../shared/lead-score/rules";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { humanControls } from "../helpers/lead-controls";
import { homeFormLead } from "../helpers/lead-payloads";
import { row, run } from "../helpers/test-db";

// Runs on SQLite, and on PostgreSQL under scripts/test-postgres.sh.

async function scoredInbox() {
  const testApp = await createAdminTestApp();
  const admin = asAdmin(testApp.app, await signIn(testApp.app));
  const send = async (lead: Record<string, unknown>) => {
    const res = await request(testApp.app)
      .post("/api/contacts")
      .send({ ...homeFormLead, ...lead, ...humanControls() });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  return { ...testApp, admin, send };
}

describe("lead scores", () => {
  test("a lead is scored when it is stored, with its reasons, the rule version and the visitor's ad consent", async () => {
    const { db, send } = await scoredInbox();
    const id = await send({ attribution: { landingPage: "/?gclid=abc", gclid: "abc" }, adUserData: "granted" });
    const stored = await row<{ score: number; score_reasons: string; score_rules_version: number; ad_user_data_consent: string }>(
      db,
      "SELECT score, score_reasons, score_rules_version, ad_user_data_consent FROM leads WHERE id = ?",
      id,
    );
    // homeFormLead: business domain, service and sub-services, agency named, phone given; plus the click.
    expect(JSON.parse(stored!.score_reasons)).toEqual([
      { rule: "business-email", points: 20 },
      { rule: "service-and-sub-services", points: 15 },
      { rule: "paid-click", points: 10 },
      { rule: "named-company", points: 10 },
      { rule: "gave-phone", points: 5 },
    ]);
    expect(stored).toMatchObject({ score: 60, score_rules_version: RULES_VERSION, ad_user_data_consent: "granted" });
  });

  test("a post that says nothing usable about consent stores none", async () => {
    const { db, send } = await scoredInbox();
    const id = await send({ adUserData: "yes please" });
    expect(await row(db, "SELECT ad_user_data_consent FROM leads WHERE id = ?", id)).toEqual({ ad_user_data_consent: null });
  });

  test("a stored score is never recomputed: the lead view shows what was stored", async () => {
    const { db, admin, send } = await scoredInbox();
    const id = await send({});
    await run(
      db,
      "UPDATE leads SET score = 7, score_reasons = ?, score_rules_version = 0 WHERE id = ?",
      '[{"rule":"gave-phone","points":7}]',
      id,
    );
    await admin.patch(`/api/admin/leads/${id}`).send({ status: "contacted" });
    const detail = (await admin.get(`/api/admin/leads/${id}`)).body;
    expect(detail.lead.score).toBe(7);
    expect(detail.scoreReasons).toEqual([{ rule: "gave-phone", points: 7 }]);
    expect(detail.scoreRulesVersion).toBe(0);
  });

  test("the inbox sorts by score and filters by a minimum score", async () => {
    const { admin, send } = await scoredInbox();
    await send({ name: "Free Mailer", email: "fm@gmail.com", company: "Not provided", agencyName: "", phone: "" });
    await send({ name: "Business Lead" });
    const byScore = (await admin.get("/api/admin/leads?sort=score")).body.items.map((l: { name: string }) => l.name);
    expect(byScore).toEqual(["Business Lead", "Free Mailer"]);
    const atLeast = (await admin.get("/api/admin/leads?minScore=10")).body.items.map((l: { name: string }) => l.name);
    expect(atLeast).toEqual(["Business Lead"]);
    const bad = await admin.get("/api/admin/leads?minScore=ten");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(["minScore"]);
  });

  test("the CSV export carries the score and its reasons", async () => {
    const { admin, send } = await scoredInbox();
    await send({});
    const res = await admin.get("/api/admin/leads/export.csv");
    const [record] = parse(res.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(record!.score).toBe("50");
    expect(JSON.parse(record!.score_reasons!)).toContainEqual({ rule: "business-email", points: 20 });
  });

  test("the webhook body carries the stored score and reasons", async () => {
    const { db, send } = await scoredInbox();
    const id = await send({});
    const lead = await createLeadDeliveryQueries(db).get(id);
    const body = JSON.parse(leadWebhookBody(lead!, "https://agency.test"));
    expect(body.data.score).toMatchObject({ value: 50, rulesVersion: RULES_VERSION });
    expect(body.data.score.reasons).toContainEqual({ rule: "service-and-sub-services", points: 15 });
  });
});

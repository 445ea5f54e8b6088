import { column, refuseInserts, rows, value } from "../helpers/test-db";
import { describe, expect, test } from "vitest";
import { createLeadQueries, type LeadContext } from "../../server/db/leads.queries";
import { ATTRIBUTION_NAMES, type LeadAttribution } from "../../shared/schemas/lead-attribution";
import type { LeadInput } from "../../shared/schemas/lead";
import type { SpamReason } from "../../shared/schemas/spam";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { entryPopupLead, exitPopupLead, homeFormLead } from "../helpers/lead-payloads";

// The staff area's side of attribution and spam (docs/decisions/0014): spam is left
// out of the inbox, the export and the counts unless asked for; "Restore" takes a
// lead out of spam and queues its deliveries in the same transaction; leads filter,
// export and count by where they came from.

async function staffArea() {
  const testApp = await createAdminTestApp();
  const admin = asAdmin(testApp.app, await signIn(testApp.app));
  const leads = createLeadQueries(testApp.db);
  const add = (lead: LeadInput, extra: { attribution?: LeadAttribution | null; spamReason?: SpamReason | null; at?: string } = {}) => {
    const context: LeadContext = {
      userAgent: "Test/1.0",
      referrerPage: null,
      attribution: extra.attribution ?? null,
      spamReason: extra.spamReason ?? null,
    };
    return leads.insert(lead as Parameters<typeof leads.insert>[0], context, extra.at ? new Date(extra.at) : new Date());
  };
  const jobsOf = async (leadId: number) =>
    (await column(testApp.db, "SELECT channel FROM outbox_jobs WHERE lead_id = ? ORDER BY channel", leadId)) as string[];
  return { ...testApp, admin, add, jobsOf };
}

const names = (body: { items: { name: string | null }[] }) => body.items.map((l) => l.name);
const google = { landingPage: "/?utm_source=google&utm_campaign=x&gclid=abc", utmSource: "google", utmCampaign: "x", gclid: "abc" };

describe("leads held as spam in the staff area", () => {
  test("are left out of the inbox, GET /api/contacts and the export; spam=only lists just them with their reason", async () => {
    const { admin, add } = await staffArea();
    await add({ ...homeFormLead, name: "Real Person" });
    await add({ ...homeFormLead, name: "Spam Bot" }, { spamReason: "honeypot" });
    expect(names((await admin.get("/api/admin/leads")).body)).toEqual(["Real Person"]);
    expect(names((await admin.get("/api/contacts")).body)).toEqual(["Real Person"]);
    expect((await admin.get("/api/admin/leads?spam=exclude")).body.total).toBe(1);
    const spam = await admin.get("/api/admin/leads?spam=only");
    expect(spam.body.items).toEqual([expect.objectContaining({ name: "Spam Bot", spamReason: "honeypot" })]);
    expect((await admin.get("/api/admin/leads/export.csv")).text).not.toContain("Spam Bot");
    expect((await admin.get("/api/admin/leads/export.csv?spam=only")).text).toContain("Spam Bot");
    const bad = await admin.get("/api/admin/leads?spam=maybe");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(["spam"]);
  });

  test("the lead's detail says why it was held", async () => {
    const { admin, add } = await staffArea();
    const id = await add(homeFormLead, { spamReason: "too-fast", attribution: google });
    const res = await admin.get(`/api/admin/leads/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      spamReason: "too-fast",
      attribution: google,
      lead: { spamReason: "too-fast", trafficSource: "google" },
    });
  });

  test("Restore clears the spam reason and queues the lead's deliveries; restoring again changes nothing", async () => {
    const { admin, add, db, jobsOf } = await staffArea();
    const id = await add({ ...homeFormLead, name: "Held Back" }, { spamReason: "missing-token" });
    expect(await jobsOf(id)).toEqual([]);
    const res = await admin.post(`/api/admin/leads/${id}/restore`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ spamReason: null, lead: { id, spamReason: null }, discountCode: null });
    expect(res.body.deliveries.map((d: { channel: string }) => d.channel).sort()).toEqual(["team-email", "visitor-email"]);
    expect(await value(db, "SELECT spam_reason FROM leads WHERE id = ?", id)).toBeNull();
    expect(await jobsOf(id)).toEqual(["team-email", "visitor-email"]);
    expect(names((await admin.get("/api/admin/leads")).body)).toEqual(["Held Back"]);

    expect((await admin.post(`/api/admin/leads/${id}/restore`)).status).toBe(200);
    expect(await jobsOf(id)).toEqual(["team-email", "visitor-email"]);
    expect((await admin.post("/api/admin/leads/99999/restore")).status).toBe(404);
  });

  test("a restore whose deliveries cannot be queued leaves the lead held as spam (one transaction)", async () => {
    const { admin, add, db, jobsOf } = await staffArea();
    const id = await add(homeFormLead, { spamReason: "honeypot" });
    // The outbox refuses every new job, as a full disk would.
    await refuseInserts(db, "outbox_jobs", "outbox unavailable");
    expect((await admin.post(`/api/admin/leads/${id}/restore`)).status).toBe(500);
    expect(await value(db, "SELECT spam_reason FROM leads WHERE id = ?", id)).toBe("honeypot");
    expect(await jobsOf(id)).toEqual([]);
  });

  test("restoring a newsletter sign-up subscribes its address", async () => {
    const { admin, add, db, jobsOf } = await staffArea();
    const id = await add({ email: "Reader@Vale.example", contactFormType: "newsletter-contact-form" }, { spamReason: "too-fast" });
    expect(await value(db, "SELECT COUNT(*) FROM newsletter_subscriptions")).toBe(0);
    await admin.post(`/api/admin/leads/${id}/restore`);
    expect(await rows(db, "SELECT email_key, lead_id FROM newsletter_subscriptions")).toEqual([
      { email_key: "reader@vale.example", lead_id: id },
    ]);
    // Not subscribed yet: the address gets the confirmation link first.
    expect(await jobsOf(id)).toContain("newsletter-confirmation");
  });

  test("Restore is a write: it needs the CSRF token", async () => {
    const { app, add } = await staffArea();
    const id = await add(homeFormLead, { spamReason: "honeypot" });
    const session = await signIn(app);
    const withoutCsrf = await asAdmin(app, { ...session, csrfToken: "wrong" }).post(`/api/admin/leads/${id}/restore`);
    expect(withoutCsrf.status).toBe(403);
  });
});

describe("attribution in the staff area", () => {
  test("filters leads by traffic source and by campaign, and lists the values stored", async () => {
    const { admin, add } = await staffArea();
    await add({ ...homeFormLead, name: "From Google" }, { attribution: google });
    await add(
      { ...homeFormLead, name: "From LinkedIn" },
      { attribution: { landingPage: "/", utmSource: "linkedin", utmCampaign: "spring" } },
    );
    await add({ ...homeFormLead, name: "Direct" }, { attribution: { landingPage: "/contact" } });
    await add({ ...homeFormLead, name: "Unknown" });
    const get = async (qs: string) => names((await admin.get(`/api/admin/leads?${qs}`)).body);
    expect(await get("trafficSource=google")).toEqual(["From Google"]);
    expect(await get("trafficSource=(direct)")).toEqual(["Direct"]);
    expect(await get("campaign=spring")).toEqual(["From LinkedIn"]);
    expect(await get("campaign=x&trafficSource=linkedin")).toEqual([]);
    const page = (await admin.get("/api/admin/leads")).body;
    expect(page.trafficSources).toEqual(["(direct)", "google", "linkedin"]);
    expect(page.campaigns).toEqual(["spring", "x"]);
    expect(page.items.find((l: { name: string }) => l.name === "From Google").trafficSource).toBe("google");
  });

  test("the CSV export has a column for each attribution field, and the spam reason", async () => {
    const { admin, add } = await staffArea();
    // A lead without commas in its text, so each CSV cell is one comma-separated piece.
    await add({ name: "Csv Person", email: "csv@vale.example", contactFormType: "contact-form" }, { attribution: google });
    const text = (await admin.get("/api/admin/leads/export.csv")).text.replace(/^\uFEFF/, "");
    const [header, line] = text.split("\r\n") as [string, string];
    const columns = header.split(",");
    for (const column of [...ATTRIBUTION_NAMES, "traffic_source", "spam_reason"]) {
      expect(columns, column).toContain(column);
    }
    const cells = Object.fromEntries(columns.map((c, i) => [c, line.split(",")[i]]));
    expect(cells).toMatchObject({
      landing_page: "/?utm_source=google&utm_campaign=x&gclid=abc",
      utm_source: "google",
      utm_campaign: "x",
      gclid: "abc",
      traffic_source: "google",
      spam_reason: "",
    });
  });

  test("the overview counts real leads of 30 days by source and by campaign, and the spam apart", async () => {
    const { admin, add } = await staffArea();
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await add(homeFormLead, { attribution: google, at: daysAgo(1) });
    await add(exitPopupLead, { attribution: google, at: daysAgo(2) });
    await add(entryPopupLead, { attribution: { landingPage: "/", utmSource: "linkedin", utmCampaign: "spring" }, at: daysAgo(3) });
    await add(homeFormLead, { attribution: { landingPage: "/about" }, at: daysAgo(4) });
    await add(homeFormLead, { at: daysAgo(5) });
    await add(homeFormLead, { attribution: google, at: daysAgo(40) }); // outside the 30 days
    await add(homeFormLead, { attribution: google, spamReason: "honeypot", at: daysAgo(1) });
    await add(homeFormLead, { spamReason: "too-fast", at: daysAgo(45) }); // spam outside the 30 days
    const res = await admin.get("/api/admin/overview");
    expect(res.status).toBe(200);
    expect(res.body.bySource).toEqual([
      { source: "google", count: 2 },
      { source: "(direct)", count: 1 },
      { source: "linkedin", count: 1 },
      { source: null, count: 1 },
    ]);
    expect(res.body.byCampaign).toEqual([
      { campaign: "x", count: 2 },
      { campaign: "spring", count: 1 },
    ]);
    expect(res.body.totals).toEqual({ last30Days: 5, new: 6, all: 6, spam: 1 });
    expect(res.body.days.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(5);
    expect(res.body.latest.map((l: { spamReason: unknown }) => l.spamReason)).not.toContain("honeypot");
  });
});

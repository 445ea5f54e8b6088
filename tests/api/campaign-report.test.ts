import { describe, expect, test } from "vitest";
import type { LeadStatus } from "../../shared/admin/lead-status";
import type { CampaignReport, PageReport, ReportCounts } from "../../shared/landing/campaign-report";
import type { CurrencyCode } from "../../shared/pricing/currency";
import { createLeadQueries } from "../../server/db/leads.queries";
import { createLeadStageQueries } from "../../server/db/lead-stages.queries";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { landingPageDocument } from "../helpers/content-documents";
import { meanOfEveryValue, pSecondBeatsFirst, wilsonByBisection } from "../helpers/independent-stats";

// The campaign report (server/api/admin/campaign-report.routes.ts; docs/decisions/0039-landing-pages.md):
// a seeded month of views and leads with stages and won values gives exactly the counts, rates,
// intervals and probabilities this test computes on its own from the same seed.

const FROM = "2026-03-01";
const TO = "2026-03-31";

type Segment = { campaign: string; source: string; click: string };
const DENTAL: Segment = { campaign: "dental-q1", source: "google", click: "google" };
const LINKEDIN: Segment = { campaign: "linkedin-de", source: "linkedin", click: "" };
const NONE: Segment = { campaign: "", source: "", click: "" };

interface SeedLead {
  variant: string;
  segment: Segment;
  status: LeadStatus;
  won?: [CurrencyCode, number];
  day?: string;
  spam?: true;
}

const many = (n: number, lead: Omit<SeedLead, "variant">, variant: string): SeedLead[] =>
  Array.from({ length: n }, () => ({ ...lead, variant }));

/** Page P's leads: variant a, then b. */
const LEADS: SeedLead[] = [
  { variant: "a", segment: DENTAL, status: "won", won: ["USD", 120_000] },
  { variant: "a", segment: DENTAL, status: "won", won: ["USD", 95_000] },
  { variant: "a", segment: DENTAL, status: "won", won: ["USD", 340_000] },
  { variant: "a", segment: DENTAL, status: "won", won: ["EUR", 80_000] },
  ...many(3, { segment: DENTAL, status: "qualified" }, "a"),
  ...many(2, { segment: DENTAL, status: "contacted" }, "a"),
  ...many(1, { segment: DENTAL, status: "lost" }, "a"),
  ...many(4, { segment: DENTAL, status: "new" }, "a"),
  { variant: "a", segment: NONE, status: "won", won: ["USD", 50_000] },
  ...many(3, { segment: NONE, status: "new" }, "a"),
  { variant: "b", segment: DENTAL, status: "won", won: ["USD", 150_000] },
  { variant: "b", segment: DENTAL, status: "won", won: ["USD", 150_000] },
  { variant: "b", segment: DENTAL, status: "won", won: ["USD", 90_000] },
  { variant: "b", segment: DENTAL, status: "won", won: ["USD", 220_000] },
  { variant: "b", segment: DENTAL, status: "won", won: ["USD", 70_000] },
  { variant: "b", segment: DENTAL, status: "won", won: ["EUR", 110_000] },
  ...many(5, { segment: DENTAL, status: "qualified" }, "b"),
  ...many(4, { segment: DENTAL, status: "contacted" }, "b"),
  ...many(2, { segment: DENTAL, status: "lost" }, "b"),
  ...many(5, { segment: DENTAL, status: "new" }, "b"),
  { variant: "b", segment: LINKEDIN, status: "won", won: ["EUR", 60_000] },
  { variant: "b", segment: LINKEDIN, status: "won", won: ["EUR", 75_000] },
  ...many(7, { segment: LINKEDIN, status: "new" }, "b"),
];
/** Counted nowhere: held as spam, or sent after the period. */
const LEFT_OUT: SeedLead[] = [
  { variant: "a", segment: DENTAL, status: "won", won: ["USD", 999_900], spam: true },
  { variant: "b", segment: DENTAL, status: "won", won: ["USD", 999_900], day: "2026-04-02" },
];

/** Page P's views: variant, segment, day, views. */
const VIEWS: [string, Segment, string, number][] = [
  ["a", DENTAL, "2026-03-02", 250],
  ["a", DENTAL, "2026-03-03", 150],
  ["a", NONE, "2026-03-03", 40],
  ["a", DENTAL, "2026-02-27", 999],
  ["b", DENTAL, "2026-03-02", 260],
  ["b", NONE, "2026-03-05", 60],
  ["b", LINKEDIN, "2026-03-05", 90],
];

async function seeded() {
  const testApp = await createAdminTestApp();
  const admin = asAdmin(testApp.app, await signIn(testApp.app));
  const { db } = testApp;
  const page = (await admin.post("/api/admin/content/landing-page").send(landingPageDocument())).body.id as number;
  await admin.post(`/api/admin/content/landing-page/${page}/publish`);
  const leads = createLeadQueries(db);
  const stages = createLeadStageQueries(db);
  for (const [i, lead] of [...LEADS, ...LEFT_OUT].entries()) {
    const at = new Date(`${lead.day ?? `2026-03-${String(2 + (i % 20)).padStart(2, "0")}`}T10:00:00Z`);
    const id = await leads.insert(
      { email: `lead${i}@clinic-agency.example`, contactFormType: "landing-page-form" },
      {
        userAgent: null,
        referrerPage: null,
        attribution: {
          ...(lead.segment.campaign ? { utmCampaign: lead.segment.campaign } : {}),
          ...(lead.segment.source ? { utmSource: lead.segment.source } : {}),
          ...(lead.segment.click ? { gclid: `click-${i}` } : {}),
        },
        spamReason: lead.spam ? "honeypot" : null,
        landing: { pageId: page, variant: lead.variant },
      },
      at,
    );
    if (lead.status !== "new") {
      const won = lead.won ? { valueMinor: lead.won[1], currency: lead.won[0] } : undefined;
      await stages.change(id, { status: lead.status, won, changedBy: "staff@agency.example" }, at);
    }
  }
  await db.kysely
    .insertInto("landing_page_views")
    .values(
      VIEWS.map(([variant, s, day, views]) => ({
        day,
        page_id: page,
        variant,
        utm_campaign: s.campaign,
        utm_source: s.source,
        click_source: s.click,
        views,
      })),
    )
    .execute();
  return { ...testApp, admin, page };
}

/** What this test expects of a set of seeded leads and a number of views. */
function expectedCounts(leads: readonly SeedLead[], views: number) {
  const byStage = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0 } as Record<LeadStatus, number>;
  for (const l of leads) byStage[l.status]++;
  const value = (currency: CurrencyCode) => leads.flatMap((l) => (l.won?.[0] === currency ? [l.won[1]] : []));
  const perView = (currency: CurrencyCode) => {
    const values = value(currency);
    return meanOfEveryValue([...values, ...Array(views - values.length).fill(0)]);
  };
  return {
    views,
    leads: leads.length,
    byStage,
    won: byStage.won,
    wonMinor: { USD: value("USD").reduce((s, v) => s + v, 0), GBP: 0, EUR: value("EUR").reduce((s, v) => s + v, 0) },
    rate: wilsonByBisection(leads.length, views),
    wonRate: wilsonByBisection(byStage.won, views),
    valuePerView: { USD: perView("USD"), GBP: perView("GBP"), EUR: perView("EUR") },
  };
}

function expectCounts(actual: ReportCounts, expected: ReturnType<typeof expectedCounts>) {
  expect({ views: actual.views, leads: actual.leads, byStage: actual.byStage, won: actual.won, wonMinor: actual.wonMinor }).toEqual({
    views: expected.views,
    leads: expected.leads,
    byStage: expected.byStage,
    won: expected.won,
    wonMinor: expected.wonMinor,
  });
  for (const key of ["rate", "wonRate"] as const) {
    for (const end of ["value", "low", "high"] as const) expect(actual[key]![end]).toBeCloseTo(expected[key][end], 9);
  }
  for (const currency of ["USD", "GBP", "EUR"] as const) {
    for (const end of ["value", "low", "high"] as const)
      expect(actual.valuePerView[currency]![end]).toBeCloseTo(expected.valuePerView[currency][end], 6);
  }
}

const variantLeads = (variant: string) => LEADS.filter((l) => l.variant === variant);
const segmentLeads = (variant: string, s: Segment) => variantLeads(variant).filter((l) => l.segment === s);
const viewsOf = (variant: string, s?: Segment) =>
  VIEWS.filter(([v, seg, day]) => v === variant && (!s || seg === s) && day >= FROM && day <= TO).reduce((sum, [, , , n]) => sum + n, 0);

describe("the campaign report", () => {
  test("gives each variant's and each campaign's counts, rates, intervals and won values, and each variant's chance to beat the other", async () => {
    const { admin, page } = await seeded();
    const res = await admin.get(`/api/admin/campaign-report?from=${FROM}&to=${TO}`);
    expect(res.status).toBe(200);
    const report = res.body as CampaignReport;
    const p = report.pages.find((x) => x.id === page) as PageReport;
    expect(p).toMatchObject({
      slug: "dental-marketers-seo",
      addresses: ["/lp/dental-marketers-seo", "/uk/lp/dental-marketers-seo", "/de/lp/dental-marketers-seo"],
      isPublished: true,
      enoughToSayOnLeads: true,
      enoughToSayOnWon: true,
    });
    const [a, b] = p.variants;
    expect([a!.key, a!.name, a!.state, b!.key, b!.name, b!.state]).toEqual(["a", "Control", "running", "b", "Price first", "running"]);
    expectCounts(a!, expectedCounts(variantLeads("a"), viewsOf("a")));
    expectCounts(b!, expectedCounts(variantLeads("b"), viewsOf("b")));
    expectCounts(p.totals, expectedCounts(LEADS, viewsOf("a") + viewsOf("b")));

    const arm = (variant: string, event: "leads" | "won") => ({
      successes: event === "leads" ? variantLeads(variant).length : variantLeads(variant).filter((l) => l.status === "won").length,
      trials: viewsOf(variant),
    });
    const onLeads = pSecondBeatsFirst(arm("a", "leads"), arm("b", "leads"));
    const onWon = pSecondBeatsFirst(arm("a", "won"), arm("b", "won"));
    expect(b!.beatsAllOnLeads).toBeCloseTo(onLeads, 5);
    expect(a!.beatsAllOnLeads).toBeCloseTo(1 - onLeads, 5);
    expect(b!.beatsAllOnWon).toBeCloseTo(onWon, 5);

    const segments = p.segments.map((s) => [s.variant, s.utmCampaign, s.utmSource, s.clickSource]);
    expect(segments).toEqual([
      ["a", "dental-q1", "google", "google"],
      ["a", "", "", ""],
      ["b", "dental-q1", "google", "google"],
      ["b", "linkedin-de", "linkedin", ""],
      ["b", "", "", ""],
    ]);
    for (const [variant, s] of [
      ["a", DENTAL],
      ["a", NONE],
      ["b", DENTAL],
      ["b", LINKEDIN],
    ] as const) {
      const row = p.segments.find((r) => r.variant === variant && r.utmCampaign === s.campaign)!;
      expectCounts(row, expectedCounts(segmentLeads(variant, s), viewsOf(variant, s)));
    }
    // Views without a lead are a row too: a rate of 0 with its interval.
    const quiet = p.segments.find((r) => r.variant === "b" && r.utmCampaign === "")!;
    expect(quiet).toMatchObject({ views: 60, leads: 0 });
    expect(quiet.rate).toMatchObject({ value: 0, low: 0 });
  });

  test("the CSV holds the same table: each variant's totals, then its rows by campaign", async () => {
    const { admin, page, db } = await seeded();
    // A campaign name comes from an ad's address: a spreadsheet must read it as text, never as a formula.
    await db.kysely
      .insertInto("landing_page_views")
      .values({
        day: "2026-03-04",
        page_id: page,
        variant: "a",
        utm_campaign: '=HYPERLINK("https://evil.example")',
        utm_source: "x",
        click_source: "",
        views: 3,
      })
      .execute();
    const res = await admin.get(`/api/admin/campaign-report.csv?from=${FROM}&to=${TO}&page=${page}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="campaign-report-${FROM}-to-${TO}.csv"`);
    const lines = res.text.trimEnd().split("\r\n");
    const header = lines[0]!.split(",");
    expect(header.slice(0, 11)).toEqual([
      "page_id",
      "slug",
      "row",
      "variant",
      "variant_name",
      "variant_state",
      "utm_campaign",
      "utm_source",
      "click_source",
      "views",
      "leads",
    ]);
    expect(lines).toHaveLength(1 + 2 + 6);
    expect(lines.find((l) => l.includes("HYPERLINK"))).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
    const cell = (line: string, name: string) => line.split(",")[header.indexOf(name)];
    const b = lines.find((l) => l.includes(",variant,b,"))!;
    expect([cell(b, "views"), cell(b, "leads"), cell(b, "leads_won"), cell(b, "won_value_USD"), cell(b, "won_value_EUR")]).toEqual([
      "410",
      "31",
      "8",
      "6800.00",
      "2450.00",
    ]);
    expect(Number(cell(b, "lead_rate"))).toBeCloseTo(31 / 410, 6);
    const linkedin = lines.find((l) => l.includes("linkedin-de"))!;
    expect([cell(linkedin, "row"), cell(linkedin, "views"), cell(linkedin, "leads")]).toEqual(["segment", "90", "9"]);
  });

  test("a variant is stopped, refused as the last one running, and promoted to the page's only version; a removed variant keeps its figures", async () => {
    const { admin, page, db } = await seeded();
    const action = (key: string, what: string) => admin.post(`/api/admin/campaign-report/${page}/variants/${key}/${what}`);
    const stopped = await action("b", "stop");
    expect(stopped.status).toBe(200);
    expect(stopped.body.published.variants.map((v: { key: string; stopped: boolean }) => [v.key, v.stopped])).toEqual([
      ["a", false],
      ["b", true],
    ]);
    const last = await action("a", "stop");
    expect(last.status).toBe(409);
    expect(last.body.fieldErrors).toEqual({ variant: ["The page's only running variant cannot be stopped: promote another or add one"] });
    expect((await action("c", "promote")).status).toBe(404);

    const promoted = await action("b", "promote");
    expect(promoted.body.published.variants).toEqual([expect.objectContaining({ key: "b", weight: 100, stopped: false })]);
    expect(promoted.body.status).toBe("published");
    // Each change publishes the page: the audit trail says who did what to which variant, and the refusals are not in it.
    const audited = await db.kysely
      .selectFrom("audit_entries")
      .select(["action", "target", "detail"])
      .where("target", "=", `landing-page ${page}`)
      .where("detail", "is not", null)
      .orderBy("id")
      .execute();
    expect(audited.map((e) => [e.action, e.target, typeof e.detail === "string" ? JSON.parse(e.detail) : e.detail])).toEqual([
      ["content-published", `landing-page ${page}`, { variant: "b", action: "stop" }],
      ["content-published", `landing-page ${page}`, { variant: "b", action: "promote" }],
    ]);
    const report = (await admin.get(`/api/admin/campaign-report?from=${FROM}&to=${TO}&page=${page}`)).body as CampaignReport;
    expect(report.pages).toHaveLength(1);
    const [b, a] = report.pages[0]!.variants;
    expect([b!.key, b!.state, b!.beatsAllOnLeads, a!.key, a!.state, a!.views, a!.leads]).toEqual([
      "b",
      "running",
      null,
      "a",
      "removed",
      440,
      18,
    ]);
  });

  test("a period in the wrong order, too long or badly written is refused naming the field, in German too", async () => {
    const { admin } = await seeded();
    const backwards = await admin.get("/api/admin/campaign-report?from=2026-03-10&to=2026-03-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body.fieldErrors).toEqual({ from: ["The period's start comes after its end"] });
    const long = await admin.get("/api/admin/campaign-report?from=2024-01-01&to=2026-03-01").set("Accept-Language", "de");
    expect(long.body.fieldErrors).toEqual({ from: ["Ein Bericht umfasst höchstens 366 Tage"] });
    expect((await admin.get("/api/admin/campaign-report?to=March")).body.fieldErrors).toEqual({ to: ["Use a date like 2026-03-01"] });
  });
});

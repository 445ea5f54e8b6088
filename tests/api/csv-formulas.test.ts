import { parse } from "csv-parse/sync";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { CONVERSION_FILES } from "../../shared/conversions/conversion-settings";
import { createLeadQueries } from "../../server/db/leads.queries";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { homeFormLead } from "../helpers/lead-payloads";
import { run } from "../helpers/test-db";

// Every CSV file the product writes is formula-safe (server/api/admin/csv.ts): a cell a
// spreadsheet would read as a formula starts with an apostrophe instead. The values here get
// into the files past every check at the door, as rows stored before a check existed would:
// written straight into the database, one formula start in each text column.
// Runs on SQLite, and on PostgreSQL under scripts/test-postgres.sh.

const STARTS = ["=", "+", "-", "@", "\t", "\r"] as const;
const FORMULA = /^[=+\-@\t\r]/;

/** Every cell of every record after the first `skip` (the files' own header lines). */
const cellsOf = (text: string, skip: number) =>
  (parse(text.replace(/^\uFEFF/, ""), { relax_column_count: true, bom: false }) as string[][]).slice(skip).flat();

async function hostileLeads() {
  const testApp = await createAdminTestApp();
  const admin = asAdmin(testApp.app, await signIn(testApp.app));
  const leads = createLeadQueries(testApp.db);
  const ids: number[] = [];
  for (const start of STARTS) {
    const v = `${start}1+1`;
    ids.push(
      await leads.insert(
        { ...homeFormLead, name: v, email: `lead${ids.length}@x.example`, phone: v, company: v, agencyName: v, message: v } as Parameters<
          typeof leads.insert
        >[0],
        {
          userAgent: v,
          referrerPage: v,
          attribution: { landingPage: v, referrer: v, utmSource: v, utmCampaign: v, gclid: v, fbclid: v, msclkid: v },
          spamReason: null,
          adUserDataConsent: "granted",
        },
        new Date(Date.now() - 86_400_000),
      ),
    );
  }
  // One more each for the braid file, which takes leads without a gclid.
  for (const start of STARTS) {
    const v = `${start}1+1`;
    ids.push(
      await leads.insert(
        { ...homeFormLead, email: `braid${ids.length}@x.example` } as Parameters<typeof leads.insert>[0],
        {
          userAgent: null,
          referrerPage: null,
          attribution: start === "=" ? { wbraid: v } : { gbraid: v },
          spamReason: null,
          adUserDataConsent: null,
        },
        new Date(Date.now() - 86_400_000),
      ),
    );
  }
  for (const id of ids)
    expect((await admin.patch(`/api/admin/leads/${id}`).send({ status: "won", value: "10", currency: "USD" })).status).toBe(200);
  // Names and currencies staff could never type (the settings and the stage change refuse them).
  await run(testApp.db, "DELETE FROM app_meta WHERE key = ?", "conversions:name:won");
  await run(testApp.db, "INSERT INTO app_meta (key, value) VALUES (?, ?)", "conversions:name:won", "=HYPERLINK(1)");
  await run(testApp.db, "UPDATE lead_status_changes SET currency = ?", "@SUM");
  return { ...testApp, admin };
}

describe("CSV files and formulas", () => {
  test("the leads export writes no cell that starts a formula, whatever its column", async () => {
    const { admin } = await hostileLeads();
    const text = (await admin.get("/api/admin/leads/export.csv")).text;
    const cells = cellsOf(text, 1);
    for (const start of STARTS) expect(cells).toContain(`'${start}1+1`);
    expect(cells.filter((c) => FORMULA.test(c))).toEqual([]);
  });

  test("each conversion file, as staff download it and as the scheduled address serves it, writes no cell that starts a formula", async () => {
    const { admin, app } = await hostileLeads();
    const key = (await admin.post("/api/admin/conversions/feed-key")).body.key as string;
    const seen = new Set<string>();
    for (const file of CONVERSION_FILES) {
      const downloaded = await admin.get(`/api/admin/conversions/${file}.csv`);
      const fetched = await request(app).get(`/api/conversions/${file}.csv`).auth("google-ads", key);
      expect(fetched.text).toBe(downloaded.text);
      const cells = cellsOf(downloaded.text, 2);
      expect(cells.length, file).toBeGreaterThan(0);
      expect(
        cells.filter((c) => FORMULA.test(c)),
        file,
      ).toEqual([]);
      for (const cell of cells) seen.add(cell);
    }
    // The click ids, names and currencies are there, each kept as text.
    for (const start of STARTS) expect(seen).toContain(`'${start}1+1`);
    expect(seen).toContain("'=HYPERLINK(1)");
    expect(seen).toContain("'@SUM");
  });
});

import { describe, expect, test } from "vitest";
import { createViewCounter } from "../../server/landing/landing-views";
import { startedDatabase } from "../helpers/test-db";

// The view counter (server/landing/landing-views.ts) writes each UTC day's views to that day's rows,
// though it names the day once per day rather than on every view.

const AT = (iso: string) => Date.parse(iso);
const DENTAL = { utmCampaign: "dental-q1", utmSource: "google", clickSource: "google" };

describe("landing page views counted across midnight", () => {
  test("go to the day each view was counted on, in UTC, including a clock that steps back", async () => {
    const db = await startedDatabase("migrated");
    let now = AT("2026-03-01T23:59:59.998Z");
    const views = createViewCounter(db, { now: () => now, flushEveryMs: 60_000 });
    views.count({ pageId: 7, variant: "a", ...DENTAL });
    now = AT("2026-03-01T23:59:59.999Z");
    views.count({ pageId: 7, variant: "a", ...DENTAL });
    now = AT("2026-03-02T00:00:00.000Z");
    views.count({ pageId: 7, variant: "a", ...DENTAL });
    // A clock corrected backwards across midnight counts on the earlier day again.
    now = AT("2026-03-01T23:59:59.000Z");
    views.count({ pageId: 7, variant: "b", ...DENTAL });
    await views.flush();
    const rows = await db.kysely
      .selectFrom("landing_page_views")
      .select(["day", "variant", "views"])
      .orderBy("day")
      .orderBy("variant")
      .execute();
    expect(rows).toEqual([
      { day: "2026-03-01", variant: "a", views: 2 },
      { day: "2026-03-01", variant: "b", views: 1 },
      { day: "2026-03-02", variant: "a", views: 1 },
    ]);
  });
});

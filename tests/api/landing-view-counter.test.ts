import { describe, expect, test } from "vitest";
import { createViewCounter, MAX_SEGMENTS_PER_PAGE_DAY } from "../../server/landing/landing-views";
import { startedDatabase } from "../helpers/test-db";

// The view counter (server/landing/landing-views.ts) writes each UTC day's views to that day's rows,
// though it names the day once per day rather than on every view, and no flood of made-up tags can
// grow the table past a bound per page and day.

const AT = (iso: string) => Date.parse(iso);
const DENTAL = { utmCampaign: "dental-q1", utmSource: "google", clickSource: "google" };

describe("landing page views counted across midnight", () => {
  test("go to the day each view was counted on, in UTC, including a clock that steps back", async () => {
    const db = await startedDatabase("migrated");
    let now = AT("2026-03-01T23:59:59.998Z");
    const views = createViewCounter(db, { now: () => now, flushEveryMs: 60_000 });
    views.count(7, "a", DENTAL);
    now = AT("2026-03-01T23:59:59.999Z");
    views.count(7, "a", DENTAL);
    now = AT("2026-03-02T00:00:00.000Z");
    views.count(7, "a", DENTAL);
    // A clock corrected backwards across midnight counts on the earlier day again.
    now = AT("2026-03-01T23:59:59.000Z");
    views.count(7, "b", DENTAL);
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

  test("keep at most a day's share of campaign segments per page; the tags past it count as untagged, a new day starts afresh", async () => {
    const db = await startedDatabase("migrated");
    let now = AT("2026-03-01T12:00:00Z");
    const views = createViewCounter(db, { now: () => now, flushEveryMs: 60_000 });
    const made = (n: number) => ({ utmCampaign: `made-up-${n}`, utmSource: "spam", clickSource: "google" });
    for (let n = 0; n < MAX_SEGMENTS_PER_PAGE_DAY + 3; n++) views.count(7, "a", made(n));
    // A segment already seen that day still counts as itself; another page has its own share.
    views.count(7, "a", made(0));
    views.count(8, "a", made(MAX_SEGMENTS_PER_PAGE_DAY + 1));
    now = AT("2026-03-02T12:00:00Z");
    views.count(7, "a", made(MAX_SEGMENTS_PER_PAGE_DAY + 2));
    await views.flush();
    const rows = await db.kysely
      .selectFrom("landing_page_views")
      .select(["day", "page_id", "utm_campaign", "utm_source", "click_source", "views"])
      .execute();
    const firstDay = rows.filter((r) => r.day === "2026-03-01" && r.page_id === 7);
    expect(firstDay).toHaveLength(MAX_SEGMENTS_PER_PAGE_DAY + 1);
    expect(firstDay.find((r) => r.utm_campaign === "made-up-0")?.views).toBe(2);
    expect(firstDay.find((r) => r.utm_campaign === "")).toEqual({
      day: "2026-03-01",
      page_id: 7,
      utm_campaign: "",
      utm_source: "",
      click_source: "google",
      views: 3,
    });
    expect(rows.filter((r) => r.page_id === 8).map((r) => r.utm_campaign)).toEqual([`made-up-${MAX_SEGMENTS_PER_PAGE_DAY + 1}`]);
    expect(rows.filter((r) => r.day === "2026-03-02").map((r) => r.utm_campaign)).toEqual([`made-up-${MAX_SEGMENTS_PER_PAGE_DAY + 2}`]);
  });
});

import { sql } from "kysely";
import type { LeadStatus } from "../../shared/admin/lead-status";
import { CLICK_ID_SOURCES } from "../../shared/attribution/traffic-source";
import type { CurrencyCode } from "../../shared/pricing/currency";
import type { LandingPageDocument } from "../../shared/schemas/landing-page";
import type { Db } from "./connection";
import { realLead } from "./lead-summary-row";

// What the campaign report counts (docs/decisions/0039-landing-pages.md): the views of each
// landing page by day, variant and campaign (the landing-pages migration), and the leads its forms sent, by
// their current stage, with each won deal's value. Spam is left out, as everywhere staff count.

/** The columns a view and a lead share in the report: page, variant, campaign, source, click-id network ('' for none). */
export interface SegmentKey {
  pageId: number;
  variant: string;
  utmCampaign: string;
  utmSource: string;
  clickSource: string;
}

export interface ViewCount extends SegmentKey {
  views: number;
}
export interface LeadCount extends SegmentKey {
  status: LeadStatus;
  leads: number;
}
export interface WonDeal extends SegmentKey {
  currency: CurrencyCode;
  valueMinor: number;
}

export interface LandingEntry {
  id: number;
  /** The published document, else the draft (a page not yet live has its name and variants from it). */
  document: LandingPageDocument;
  isPublished: boolean;
}

/** The network of a lead's click id, in the order traffic-source.ts tries them; '' without one. */
const clickSourceSql = () =>
  sql<string>`CASE ${sql.join(
    CLICK_ID_SOURCES.map(
      ({ column, network }) => sql`WHEN ${sql.ref(column)} IS NOT NULL AND ${sql.ref(column)} <> '' THEN ${sql.lit(network)}`,
    ),
    sql` `,
  )} ELSE '' END`;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function createCampaignReportQueries(db: Db) {
  const k = db.kysely;
  const leadsFrom = (from: string, to: string, pageId: number | null) => {
    let query = k
      .selectFrom("leads")
      .where(realLead)
      .where("landing_page_id", "is not", null)
      .where("created_at", ">=", `${from}T00:00:00.000Z`)
      .where("created_at", "<", `${nextDay(to)}T00:00:00.000Z`);
    if (pageId !== null) query = query.where("landing_page_id", "=", pageId);
    return query;
  };
  const segmentColumns = [
    sql<number>`landing_page_id`.as("pageId"),
    sql<string>`COALESCE(landing_variant, '')`.as("variant"),
    sql<string>`COALESCE(utm_campaign, '')`.as("utmCampaign"),
    sql<string>`COALESCE(utm_source, '')`.as("utmSource"),
    clickSourceSql().as("clickSource"),
  ] as const;

  return {
    /** Every landing page, oldest first. */
    async pages(pageId: number | null): Promise<LandingEntry[]> {
      let query = k.selectFrom("content_entries").select(["id", "draft", "published"]).where("kind", "=", "landing-page");
      if (pageId !== null) query = query.where("id", "=", pageId);
      const rows = await query.orderBy("id").execute();
      return rows.map((r) => ({ id: r.id, document: JSON.parse(r.published ?? r.draft), isPublished: r.published !== null }));
    },

    /** Views from `from` to `to` (inclusive UTC days), by segment. */
    async views(from: string, to: string, pageId: number | null): Promise<ViewCount[]> {
      let query = k
        .selectFrom("landing_page_views")
        .select((eb) => [
          "page_id as pageId",
          "variant",
          "utm_campaign as utmCampaign",
          "utm_source as utmSource",
          "click_source as clickSource",
          eb.fn.sum<number | string>("views").as("views"),
        ])
        .where("day", ">=", from)
        .where("day", "<=", to)
        .groupBy(["page_id", "variant", "utm_campaign", "utm_source", "click_source"]);
      if (pageId !== null) query = query.where("page_id", "=", pageId);
      return (await query.execute()).map((r) => ({ ...r, views: Number(r.views) }));
    },

    /** Leads sent from landing pages in the period, by segment and current stage. */
    async leads(from: string, to: string, pageId: number | null): Promise<LeadCount[]> {
      const rows = await leadsFrom(from, to, pageId)
        .select((eb) => [...segmentColumns, "status", eb.fn.countAll<number | string>().as("leads")])
        // The network by its output name: both engines group by it, and the CASE is written once.
        .groupBy(["landing_page_id", "landing_variant", "utm_campaign", "utm_source", sql.ref("clickSource"), "status"])
        .execute();
      return rows.map((r) => ({ ...r, pageId: Number(r.pageId), leads: Number(r.leads) }));
    },

    /** Each won lead's value, one row per deal (won deals are few, and the report needs their squares). */
    async wonDeals(from: string, to: string, pageId: number | null): Promise<WonDeal[]> {
      const rows = await leadsFrom(from, to, pageId)
        .where("status", "=", "won")
        .where("won_value_minor", "is not", null)
        .where("won_currency", "is not", null)
        .select([...segmentColumns, "won_currency", "won_value_minor"])
        .execute();
      return rows.map(({ won_currency, won_value_minor, ...key }) => ({
        ...key,
        pageId: Number(key.pageId),
        currency: won_currency!,
        valueMinor: Number(won_value_minor),
      }));
    },
  };
}
export type CampaignReportQueries = ReturnType<typeof createCampaignReportQueries>;

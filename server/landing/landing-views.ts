import type { IncomingMessage } from "node:http";
import { cleanValue } from "../../shared/attribution/clean-attribution";
import { clickSourceOf } from "../../shared/attribution/traffic-source";
import { ATTRIBUTION_FIELDS, ATTRIBUTION_URL_KEYS, type AttributionKey, type LeadAttribution } from "../../shared/schemas/lead-attribution";
import { queryParamName, queryParamValue } from "../../shared/visit-query";
import { commitWithoutDiskWait, type Db } from "../db/connection";

// Page views of landing pages (docs/decisions/0039-landing-pages.md), counted as the server
// answers them: the page-cache listener and the browser's navigation API call `count`, which
// adds one to a number in memory; every few seconds the numbers are added to that day's rows
// (landing_page_views, made by the landing-pages migration) in one statement per row, and forgotten. No event, address,
// cookie or identifier is kept, so counting needs no consent and costs a cached page a map update.

/** Where a view came from: '' for what the address did not carry. */
export interface Campaign {
  utmCampaign: string;
  utmSource: string;
  /** The network of the visit's click id (google, bing, facebook). */
  clickSource: string;
}

export interface ViewKey extends Campaign {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  pageId: number;
  variant: string;
}

/** Distinct campaign rows one page may add in a day; past it a day's further tags count as untagged ('' ), so no flood of made-up tags can grow the table. */
export const MAX_SEGMENTS_PER_PAGE_DAY = 500;
const FLUSH_EVERY_MS = 5_000;
const DAY_MS = 86_400_000;

/** A view's row as one text, the key it is summed under until the next write. */
const keyText = (day: string, pageId: number, variant: string, campaign: Campaign) =>
  JSON.stringify([day, pageId, variant, campaign.utmCampaign, campaign.utmSource, campaign.clickSource]);

export function createViewCounter(db: Db, options: { flushEveryMs?: number; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  let pending = new Map<string, { key: ViewKey; views: number }>();
  /** Each page's campaign segments seen on its latest day in this process (at most MAX_SEGMENTS_PER_PAGE_DAY). */
  const segments = new Map<number, { day: string; seen: Set<string> }>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  /** The campaign as counted: its tags are dropped once the page has seen its day's share of segments. */
  function bounded(pageId: number, day: string, campaign: Campaign): Campaign {
    if (campaign.utmCampaign === "" && campaign.utmSource === "") return campaign;
    let page = segments.get(pageId);
    if (page?.day !== day) {
      // A new day for this page: its earlier day's set is no longer needed.
      page = { day, seen: new Set() };
      segments.set(pageId, page);
    }
    const segment = `${campaign.utmCampaign} ${campaign.utmSource}`;
    if (page.seen.has(segment) || page.seen.size < MAX_SEGMENTS_PER_PAGE_DAY) {
      page.seen.add(segment);
      return campaign;
    }
    return { utmCampaign: "", utmSource: "", clickSource: campaign.clickSource };
  }

  async function write(batch: Map<string, { key: ViewKey; views: number }>): Promise<void> {
    await commitWithoutDiskWait(db, async (on) => {
      for (const { key, views } of batch.values()) {
        await on.kysely
          .insertInto("landing_page_views")
          .values({
            day: key.day,
            page_id: key.pageId,
            variant: key.variant,
            utm_campaign: key.utmCampaign,
            utm_source: key.utmSource,
            click_source: key.clickSource,
            views,
          })
          .onConflict((oc) =>
            oc
              .columns(["page_id", "day", "variant", "utm_campaign", "utm_source", "click_source"])
              .doUpdateSet((eb) => ({ views: eb("landing_page_views.views", "+", views) })),
          )
          .execute();
      }
    });
  }

  /** Writes what has been counted; resolves when it is in the database. */
  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = pending;
    pending = new Map();
    flushing = flushing
      .then(() => (batch.size ? write(batch) : undefined))
      .catch(() => {
        // Counts are cheap to lose; a failed write is not retried.
      });
    return flushing;
  }

  /** The UTC day of `ms` as YYYY-MM-DD, written once a day rather than on every view. */
  let dayNumber = Number.NaN;
  let dayText = "";
  const dayOf = (ms: number): string => {
    const day = Math.floor(ms / DAY_MS);
    if (day !== dayNumber) {
      dayNumber = day;
      dayText = new Date(day * DAY_MS).toISOString().slice(0, 10);
    }
    return dayText;
  };

  return {
    /** One view of page `pageId`'s `variant`, on the day of `now`. */
    count(pageId: number, variant: string, campaign: Campaign): void {
      const day = dayOf(now());
      const counted = bounded(pageId, day, campaign);
      const text = keyText(day, pageId, variant, counted);
      const entry = pending.get(text);
      if (entry) entry.views++;
      else pending.set(text, { key: { day, pageId, variant, ...counted }, views: 1 });
      if (!timer) {
        timer = setTimeout(() => void flush(), options.flushEveryMs ?? FLUSH_EVERY_MS);
        timer.unref();
      }
    },
    flush,
  };
}
export type ViewCounter = ReturnType<typeof createViewCounter>;

/** Robots, link previews, monitors and scripts are not visitors: only a browser's page load is counted. */
const NOT_A_VISITOR =
  /bot|crawl|spider|slurp|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|whatsapp|headless|python|curl|wget|axios|node-fetch|undici/i;

/** A browser's own load of the page: not a prefetch, not a robot. */
export function isVisit(req: IncomingMessage): boolean {
  if (req.method !== "GET") return false;
  const agent = req.headers["user-agent"] ?? "";
  if (!agent.startsWith("Mozilla/") || NOT_A_VISITOR.test(agent)) return false;
  const purpose = String(req.headers["sec-purpose"] ?? req.headers.purpose ?? "");
  return !purpose.includes("prefetch");
}

/** The parameters a view's campaign is read from, by name: utm_campaign, utm_source and the click ids. */
const CAMPAIGN_PARAMS = new Map<string, AttributionKey>(
  ATTRIBUTION_URL_KEYS.filter((key) => key === "utmCampaign" || key === "utmSource" || ATTRIBUTION_FIELDS[key].clickIdOf).map((key) => [
    ATTRIBUTION_FIELDS[key].name,
    key,
  ]),
);

const NO_CAMPAIGN: Campaign = Object.freeze({ utmCampaign: "", utmSource: "", clickSource: "" });

/**
 * The view's campaign from its query's pairs (shared/visit-query.ts queryPairs): its utm_campaign and
 * utm_source, cleaned as a lead's are, and its click id's network. It reads what attributionFromUrl
 * (shared/attribution/clean-attribution.ts) would, the first value of each name, without parsing the
 * whole address: every counted view of a cached page pays for it
 * (tests/unit/landing-view-campaign.test.ts holds the two equal).
 */
export function campaignOf(pairs: readonly string[]): Campaign {
  let read: LeadAttribution | null = null;
  for (const pair of pairs) {
    if (pair === "") continue;
    const name = queryParamName(pair);
    const key = name === null ? undefined : CAMPAIGN_PARAMS.get(name);
    if (key === undefined) continue;
    read ??= {};
    // The first value of a name is the one read, usable or not (URLSearchParams.get).
    if (!Object.hasOwn(read, key)) read[key] = cleanValue(key, queryParamValue(pair));
  }
  return read
    ? { utmCampaign: read.utmCampaign ?? "", utmSource: read.utmSource ?? "", clickSource: clickSourceOf(read) ?? "" }
    : NO_CAMPAIGN;
}

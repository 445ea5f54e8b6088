import type { IncomingMessage } from "node:http";
import { cleanAttribution } from "../../shared/attribution/clean-attribution";
import { clickSourceOf } from "../../shared/attribution/traffic-source";
import { ATTRIBUTION_FIELDS, ATTRIBUTION_URL_KEYS, type AttributionKey } from "../../shared/schemas/lead-attribution";
import { queryPairs, queryParamName, queryParamValue } from "../../shared/visit-query";
import { commitWithoutDiskWait, type Db } from "../db/connection";

// Page views of landing pages (docs/decisions/0039-landing-pages.md), counted as the server
// answers them: the page-cache listener and the browser's navigation API call `count`, which
// adds one to a number in memory; every few seconds the numbers are added to that day's rows
// (landing_page_views, made by the landing-pages migration) in one statement per row, and forgotten. No event, address,
// cookie or identifier is kept, so counting needs no consent and costs a cached page a map update.

export interface ViewKey {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  pageId: number;
  variant: string;
  /** '' when the address carried none. */
  utmCampaign: string;
  utmSource: string;
  clickSource: string;
}

/** Distinct campaign rows one page may add in a day; past it a day's further tags count as untagged ('' ), so no flood of made-up tags can grow the table. */
export const MAX_SEGMENTS_PER_PAGE_DAY = 500;
const FLUSH_EVERY_MS = 5_000;
const DAY_MS = 86_400_000;

const keyText = (k: ViewKey) => JSON.stringify([k.day, k.pageId, k.variant, k.utmCampaign, k.utmSource, k.clickSource]);

export function createViewCounter(db: Db, options: { flushEveryMs?: number; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  let pending = new Map<string, { key: ViewKey; views: number }>();
  /** Segments seen per page and day in this process (bounded by MAX_SEGMENTS_PER_PAGE_DAY each). */
  const segments = new Map<string, Set<string>>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  function bounded(key: ViewKey): ViewKey {
    const pageDay = `${key.pageId} ${key.day}`;
    let seen = segments.get(pageDay);
    if (!seen) {
      // A new day: yesterday's sets are no longer needed.
      for (const old of segments.keys()) if (!old.endsWith(key.day)) segments.delete(old);
      seen = new Set();
      segments.set(pageDay, seen);
    }
    const segment = `${key.utmCampaign} ${key.utmSource}`;
    if (seen.has(segment) || seen.size < MAX_SEGMENTS_PER_PAGE_DAY) {
      seen.add(segment);
      return key;
    }
    return { ...key, utmCampaign: "", utmSource: "" };
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
    /** One page view, on the day of `now`. */
    count(view: Omit<ViewKey, "day">): void {
      const key = bounded({ ...view, day: dayOf(now()) });
      const text = keyText(key);
      const entry = pending.get(text);
      if (entry) entry.views++;
      else pending.set(text, { key, views: 1 });
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

/**
 * The view's campaign: its utm_campaign and utm_source, cleaned as a lead's are, and its click id's
 * network. It reads what attributionFromUrl (shared/attribution/clean-attribution.ts) would, the first
 * value of each name, without parsing the whole address: every counted view of a cached page pays
 * for it (tests/unit/landing-views.test.ts holds the two equal).
 */
export function campaignOf(url: string): { utmCampaign: string; utmSource: string; clickSource: string } {
  const read: Partial<Record<AttributionKey, string>> = {};
  for (const pair of queryPairs(url)) {
    const name = queryParamName(pair);
    const key = name === null ? undefined : CAMPAIGN_PARAMS.get(name);
    if (key !== undefined && read[key] === undefined) read[key] = queryParamValue(pair);
  }
  const attribution = cleanAttribution(read);
  return {
    utmCampaign: attribution?.utmCampaign ?? "",
    utmSource: attribution?.utmSource ?? "",
    clickSource: clickSourceOf(attribution) ?? "",
  };
}

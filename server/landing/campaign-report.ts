import { LEAD_STATUSES, type LeadStatus } from "../../shared/admin/lead-status";
import type { CampaignReport, Money, PageReport, ReportCounts, SegmentRow, VariantRow } from "../../shared/landing/campaign-report";
import { isEnoughToSay, meanInterval, probabilityToBeatAll, wilsonInterval } from "../../shared/landing/report-stats";
import { DEAL_CURRENCIES } from "../../shared/lead-stages/stage-change";
import type { CurrencyCode } from "../../shared/pricing/currency";
import type { LandingEntry, LeadCount, SegmentKey, ViewCount, WonDeal } from "../db/campaign-report.queries";
import { landingAddresses } from "../../shared/region-addresses";

// The campaign report from its counts (docs/decisions/0039-landing-pages.md): each page's rows by
// variant and campaign, its variants' totals with the probability that each beats the others, and
// the page's totals. A pure function of what server/db/campaign-report.queries.ts read, so a test
// can hold its figures against ones it computes itself.

interface Tally {
  views: number;
  byStage: Record<LeadStatus, number>;
  /** Per currency: the deals' values' sum and sum of squares (for the value-per-view interval). */
  deals: Record<CurrencyCode, { sum: number; squares: number }>;
}

const emptyTally = (): Tally => ({
  views: 0,
  byStage: Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>,
  deals: Object.fromEntries(DEAL_CURRENCIES.map((c) => [c, { sum: 0, squares: 0 }])) as Tally["deals"],
});

function add(into: Tally, from: Tally): void {
  into.views += from.views;
  for (const s of LEAD_STATUSES) into.byStage[s] += from.byStage[s];
  for (const c of DEAL_CURRENCIES) {
    into.deals[c].sum += from.deals[c].sum;
    into.deals[c].squares += from.deals[c].squares;
  }
}

/** A tally's figures and intervals. */
function countsOf(t: Tally): ReportCounts {
  const leads = LEAD_STATUSES.reduce((sum, s) => sum + t.byStage[s], 0);
  const won = t.byStage.won;
  return {
    views: t.views,
    leads,
    byStage: { ...t.byStage },
    won,
    wonMinor: Object.fromEntries(DEAL_CURRENCIES.map((c) => [c, t.deals[c].sum])) as Money,
    rate: wilsonInterval(leads, t.views),
    wonRate: wilsonInterval(won, t.views),
    valuePerView: Object.fromEntries(
      DEAL_CURRENCIES.map((c) => [c, t.views > 0 ? meanInterval(t.deals[c].sum, t.deals[c].squares, t.views) : null]),
    ) as ReportCounts["valuePerView"],
  };
}

const segmentText = (k: Omit<SegmentKey, "pageId">) => JSON.stringify([k.variant, k.utmCampaign, k.utmSource, k.clickSource]);

export function buildCampaignReport(input: {
  from: string;
  to: string;
  pages: readonly LandingEntry[];
  views: readonly ViewCount[];
  leads: readonly LeadCount[];
  wonDeals: readonly WonDeal[];
}): CampaignReport {
  const segmentsByPage = new Map<number, Map<string, { key: Omit<SegmentKey, "pageId">; tally: Tally }>>();
  const tallyOf = ({ pageId, ...key }: SegmentKey): Tally => {
    const segments = segmentsByPage.get(pageId) ?? new Map<string, { key: Omit<SegmentKey, "pageId">; tally: Tally }>();
    segmentsByPage.set(pageId, segments);
    const text = segmentText(key);
    const segment = segments.get(text) ?? { key, tally: emptyTally() };
    segments.set(text, segment);
    return segment.tally;
  };
  for (const v of input.views) tallyOf(v).views += v.views;
  for (const l of input.leads) tallyOf(l).byStage[l.status] += l.leads;
  for (const d of input.wonDeals) {
    const deals = tallyOf(d).deals[d.currency];
    deals.sum += d.valueMinor;
    deals.squares += d.valueMinor * d.valueMinor;
  }

  const pages = input.pages.map((page): PageReport => {
    const segments = [...(segmentsByPage.get(page.id)?.values() ?? [])];
    const byVariant = new Map<string, Tally>();
    const total = emptyTally();
    for (const { key, tally } of segments) {
      const variant = byVariant.get(key.variant) ?? emptyTally();
      add(variant, tally);
      byVariant.set(key.variant, variant);
      add(total, tally);
    }
    const doc = page.document;
    const inPage = doc.variants.map((v) => ({
      key: v.key,
      name: v.name,
      state: v.stopped ? ("stopped" as const) : ("running" as const),
      weight: v.weight,
    }));
    const removed = [...byVariant.keys()]
      .filter((key) => !doc.variants.some((v) => v.key === key))
      .sort()
      .map((key) => ({ key, name: key || "(none)", state: "removed" as const, weight: null }));
    const compared = inPage.map((v) => countsOf(byVariant.get(v.key) ?? emptyTally()));
    const armsOn = (event: "leads" | "won") => compared.map((c) => ({ successes: c[event], trials: c.views }));
    const onLeads = inPage.length > 1 ? probabilityToBeatAll(armsOn("leads")) : null;
    const onWon = inPage.length > 1 ? probabilityToBeatAll(armsOn("won")) : null;
    const variants: VariantRow[] = [
      ...inPage.map((v, i) => ({ ...compared[i]!, ...v, beatsAllOnLeads: onLeads?.[i] ?? null, beatsAllOnWon: onWon?.[i] ?? null })),
      ...removed.map((v) => ({ ...countsOf(byVariant.get(v.key)!), ...v, beatsAllOnLeads: null, beatsAllOnWon: null })),
    ];
    const rows: SegmentRow[] = segments
      .map(({ key, tally }) => ({ ...key, ...countsOf(tally) }))
      .sort(
        (a, b) =>
          a.variant.localeCompare(b.variant) || b.views - a.views || b.leads - a.leads || segmentText(a).localeCompare(segmentText(b)),
      );
    return {
      id: page.id,
      slug: doc.slug,
      addresses: landingAddresses(doc.slug, doc.regions),
      title: doc.meta.title.en ?? doc.meta.title.de ?? doc.slug,
      isPublished: page.isPublished,
      variants,
      segments: rows,
      totals: countsOf(total),
      enoughToSayOnLeads: isEnoughToSay(armsOn("leads")),
      enoughToSayOnWon: isEnoughToSay(armsOn("won")),
    };
  });
  return { from: input.from, to: input.to, pages };
}

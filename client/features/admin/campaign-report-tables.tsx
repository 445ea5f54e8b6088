import { type ReactNode, useEffect, useRef, useState } from "react";
import { LEAD_STATUSES } from "../../../shared/admin/lead-status";
import type { PageReport, ReportCounts, VariantRow } from "../../../shared/landing/campaign-report";
import type { Interval } from "../../../shared/landing/report-stats";
import { DEAL_CURRENCIES } from "../../../shared/lead-stages/stage-change";
import type { CurrencyCode } from "../../../shared/pricing/currency";
import { STATUS_LABELS } from "./admin-ui";

// The campaign report's two tables (./campaign-report.tsx): a landing page's variants, and its rows
// by campaign, source and ad network. Figures are the API's (server/api/admin/campaign-report.routes.ts);
// this file only writes them, each figure on lines that do not break inside it, each currency on a line
// of its own. On a phone the variants' table stacks: each variant a block, each figure a row named
// by its column. The campaign table is too wide to stack usefully: it scrolls in a region that says so.

const percent = (p: number | null | undefined, digits = 1) => (p === null || p === undefined ? "—" : `${(p * 100).toFixed(digits)}%`);
const moneyFormats = Object.fromEntries(
  DEAL_CURRENCIES.map((c) => [c, new Intl.NumberFormat("en-US", { style: "currency", currency: c, maximumFractionDigits: 2 })]),
) as Record<CurrencyCode, Intl.NumberFormat>;
const money = (minor: number, c: CurrencyCode) => moneyFormats[c].format(minor / 100);

/** A figure with its 95% interval on a smaller line below. */
function Estimate({ interval, write }: { interval: Interval | null | undefined; write: (n: number) => string }) {
  if (!interval) return <>—</>;
  return (
    <span className="block whitespace-nowrap">
      {write(interval.value)}
      <span className="block text-xs text-slate-500">
        ({write(interval.low)}–{write(interval.high)})
      </span>
    </span>
  );
}

const currenciesOf = (c: ReportCounts) => DEAL_CURRENCIES.filter((cur) => c.wonMinor[cur] > 0);

/** The won value in each currency that has any (never converted). */
function WonValue({ counts }: { counts: ReportCounts }) {
  const currencies = currenciesOf(counts);
  if (currencies.length === 0) return <>—</>;
  return currencies.map((cur) => (
    <span key={cur} className="block whitespace-nowrap">
      {money(counts.wonMinor[cur], cur)}
    </span>
  ));
}

/** Value per view with its interval, in each currency that has won value. */
function ValuePerView({ counts }: { counts: ReportCounts }) {
  const currencies = currenciesOf(counts);
  if (currencies.length === 0) return <>—</>;
  return currencies.map((cur) => <Estimate key={cur} interval={counts.valuePerView[cur]} write={(minor) => money(minor, cur)} />);
}

const STATE_LABELS: Record<VariantRow["state"], string> = { running: "Running", stopped: "Stopped", removed: "Removed" };

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500";
const td = "px-3 py-2 align-top tabular-nums";
// Below md a cell is a row of its own, named by its column's label (data-label).
const stackedCell = `${td} max-md:grid max-md:grid-cols-[9rem_minmax(0,1fr)] max-md:gap-3 max-md:py-1 max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]`;

interface Column {
  /** The column's heading, and a stacked row's name. */
  name: string;
  cell: (v: VariantRow) => ReactNode;
}

function variantColumns(compared: boolean): Column[] {
  const plain = (name: string, cell: Column["cell"]): Column => ({ name, cell });
  return [
    plain("Views", (v) => v.views),
    plain("Leads", (v) => v.leads),
    plain("Lead rate (95%)", (v) => <Estimate interval={v.rate} write={percent} />),
    plain("Won", (v) => v.won),
    plain("Won value", (v) => <WonValue counts={v} />),
    plain("Value per view (95%)", (v) => <ValuePerView counts={v} />),
    ...(compared
      ? [
          plain("Best by leads / by won", (v) =>
            v.state === "removed" ? "—" : `${percent(v.beatsAllOnLeads, 0)} / ${percent(v.beatsAllOnWon, 0)}`,
          ),
        ]
      : []),
  ];
}

/** Whether the element's content is wider than the element, kept up to date as either changes size. */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    const measure = () => setScrolls(region.scrollWidth > region.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

/**
 * A region the keyboard can scroll (it takes focus), named for screen readers, that says so when
 * its table is wider than the screen leaves it.
 */
function ScrollRegion({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  const { ref, scrolls } = useScrollsSideways();
  return (
    <div className={className}>
      {scrolls && <p className="px-3 py-2 text-xs text-slate-500">Scroll sideways for every column.</p>}
      {/* Relative: the screen-reader labels inside (position absolute) scroll with the table instead of widening the page. */}
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways is scrolled from the keyboard once it has focus. */}
      <div ref={ref} role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
        {children}
      </div>
    </div>
  );
}

export function VariantTable({ page, actions }: { page: PageReport; actions?: (variant: VariantRow) => ReactNode }) {
  const compared = page.variants.filter((v) => v.state !== "removed").length > 1;
  const columns = variantColumns(compared);
  return (
    <ScrollRegion label={`Variants of ${page.title}`} className="mt-4 overflow-hidden rounded-lg border border-slate-200 bg-white">
      <table className="w-full divide-y divide-slate-200 bg-white text-sm max-md:block md:min-w-[56rem]">
        <caption className="sr-only">Variants of {page.title}</caption>
        <thead className="bg-slate-50 max-md:sr-only">
          <tr>
            <th scope="col" className={th}>
              Variant
            </th>
            {columns.map((column) => (
              <th key={column.name} scope="col" className={th}>
                {column.name}
              </th>
            ))}
            {actions && (
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-md:block">
          {page.variants.map((v) => (
            <tr key={v.key} data-testid="variant-row" className="max-md:block max-md:py-2">
              <th scope="row" className="px-3 py-2 text-left align-top font-medium text-slate-900 max-md:block">
                {v.name}
                <span className="block text-xs font-normal text-slate-500">
                  {STATE_LABELS[v.state]}
                  {v.weight !== null && v.state === "running" ? `, weight ${v.weight}%` : ""}
                </span>
              </th>
              {columns.map((column) => (
                <td key={column.name} data-label={column.name} className={stackedCell}>
                  <span>{column.cell(v)}</span>
                </td>
              ))}
              {actions && <td className="px-3 py-2 align-top max-md:block">{actions(v)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function SegmentTable({ page }: { page: PageReport }) {
  const names = new Map(page.variants.map((v) => [v.key, v.name]));
  const title = `By campaign, source and ad network (${page.segments.length} rows)`;
  return (
    <details className="mt-4 rounded-lg border border-slate-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-800">{title}</summary>
      <ScrollRegion label={`${title}: ${page.title}`}>
        <table className="w-full min-w-[56rem] divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
            <tr>
              {[
                "Variant",
                "utm_campaign",
                "utm_source",
                "Click id",
                "Views",
                "Leads",
                ...LEAD_STATUSES.map((s) => STATUS_LABELS[s]),
                "Lead rate (95%)",
                "Won value",
              ].map((label) => (
                <th key={label} scope="col" className={th}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {page.segments.map((s) => (
              <tr key={`${s.variant} ${s.utmCampaign} ${s.utmSource} ${s.clickSource}`} data-testid="segment-row">
                <td className={td}>{names.get(s.variant) ?? s.variant}</td>
                <td className={td}>{s.utmCampaign || "(none)"}</td>
                <td className={td}>{s.utmSource || "(none)"}</td>
                <td className={td}>{s.clickSource || "(none)"}</td>
                <td className={td}>{s.views}</td>
                <td className={td}>{s.leads}</td>
                {LEAD_STATUSES.map((status) => (
                  <td key={status} className={td}>
                    {s.byStage[status]}
                  </td>
                ))}
                <td className={td}>
                  <Estimate interval={s.rate} write={percent} />
                </td>
                <td className={td}>
                  <WonValue counts={s} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}

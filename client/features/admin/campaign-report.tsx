import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { LEAD_STATUSES } from "../../../shared/admin/lead-status";
import { mayAccess } from "../../../shared/admin/staff-roles";
import type { PageReport, ReportCounts, VariantRow } from "../../../shared/landing/campaign-report";
import { variantActionLabels } from "../../../shared/landing/campaign-report";
import { MIN_SUCCESSES_TO_SAY, MIN_TRIALS_TO_SAY, type Interval } from "../../../shared/landing/report-stats";
import type { VariantAction } from "../../../shared/landing/variant-actions";
import { DEAL_CURRENCIES } from "../../../shared/lead-stages/stage-change";
import type { CurrencyCode } from "../../../shared/pricing/currency";
import { readApiProblem } from "../../api/http";
import { Link } from "../../lib/region/region-link";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson, sessionQuery } from "./admin-http";
import { STATUS_LABELS } from "./admin-ui";
import { ConfirmDialog } from "./confirm-dialog";
import { FilterBar, FilterInput } from "./filter-bar";

// The campaign report's screen (server/api/admin/campaign-report.routes.ts): the period, then per
// landing page its variants' totals with intervals and probabilities, the actions on a running
// test, and the rows by campaign. Figures are the API's; this file only writes them. Sales read the
// report but change no page: the actions are the owner's, the page's editor the owners' and editors'
// ("Who may do what" in docs/decisions/0039-landing-pages.md).

const percent = (p: number | null | undefined, digits = 1) => (p === null || p === undefined ? "—" : `${(p * 100).toFixed(digits)}%`);
const rangeText = (i: Interval | null) => (i ? `${percent(i.value)} (${percent(i.low)}–${percent(i.high)})` : "—");
const moneyFormats = Object.fromEntries(
  DEAL_CURRENCIES.map((c) => [c, new Intl.NumberFormat("en-US", { style: "currency", currency: c, maximumFractionDigits: 2 })]),
) as Record<CurrencyCode, Intl.NumberFormat>;
const money = (minor: number, c: CurrencyCode) => moneyFormats[c].format(minor / 100);

/** The won value in each currency that has any (never converted). */
const wonText = (c: ReportCounts) =>
  DEAL_CURRENCIES.filter((cur) => c.wonMinor[cur] > 0)
    .map((cur) => money(c.wonMinor[cur], cur))
    .join(" · ") || "—";

/** Value per view with its interval, in each currency that has won value. */
const perViewText = (c: ReportCounts) =>
  DEAL_CURRENCIES.filter((cur) => c.wonMinor[cur] > 0)
    .map((cur) => {
      const v = c.valuePerView[cur];
      return v ? `${money(v.value, cur)} (${money(v.low, cur)}–${money(v.high, cur)})` : "—";
    })
    .join(" · ") || "—";

const STATE_LABELS: Record<VariantRow["state"], string> = { running: "Running", stopped: "Stopped", removed: "Removed" };

/** The period's two days; Show puts them in the address (keeping the page chosen), so a report can be linked to. */
export function ReportPeriod({ from, to }: { from?: string; to?: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const handleApply = (period: URLSearchParams) => {
    const next = new URLSearchParams(searchParams);
    for (const name of ["from", "to"]) next.set(name, period.get(name) ?? "");
    setSearchParams(next);
  };
  return (
    <FilterBar
      label="The report's period"
      values={new URLSearchParams({ from: from ?? "", to: to ?? "" })}
      onApply={handleApply}
      applyLabel="Show"
      canClear={false}
      note="Days in UTC. Views are counted per day by the server, without cookies; leads by the day they were sent."
    >
      <FilterInput name="from" type="date" label="From" required />
      <FilterInput name="to" type="date" label="To" required />
    </FilterBar>
  );
}

function VariantActions({ page, variant }: { page: PageReport; variant: VariantRow }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const act = useMutation({
    mutationFn: (action: VariantAction) => adminJson("POST", `/api/admin/campaign-report/${page.id}/variants/${variant.key}/${action}`),
    onSuccess: (_entry, action) => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/campaign-report"] });
      toast({ title: `${variantActionLabels[action]}: ${variant.name}`, description: "Visitors see the change at once." });
    },
    onError: (error) =>
      toast({ title: "Not changed", description: readApiProblem(error).message ?? "Please try again.", variant: "destructive" }),
  });
  if (!page.isPublished || variant.state === "removed" || page.variants.filter((v) => v.state !== "removed").length < 2) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {variant.state === "running" ? (
        <button type="button" className="btn btn-outline min-h-9 px-3 py-1.5" disabled={act.isPending} onClick={() => act.mutate("stop")}>
          {variantActionLabels.stop}
          <span className="sr-only"> {variant.name}</span>
        </button>
      ) : (
        <button type="button" className="btn btn-outline min-h-9 px-3 py-1.5" disabled={act.isPending} onClick={() => act.mutate("resume")}>
          {variantActionLabels.resume}
          <span className="sr-only"> {variant.name}</span>
        </button>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        trigger={
          <button type="button" className="btn btn-ghost min-h-9 px-3 py-1.5">
            {variantActionLabels.promote}
            <span className="sr-only">: {variant.name}</span>
          </button>
        }
        title={`Make “${variant.name}” the page's only version?`}
        description="The other variants leave the page at once and the test ends. Their figures stay in this report."
        confirmLabel={variantActionLabels.promote}
        isWorking={act.isPending}
        onConfirm={() => act.mutate("promote")}
      />
    </div>
  );
}

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500";
const td = "px-3 py-2 align-top tabular-nums";

function VariantTable({ page, mayChange }: { page: PageReport; mayChange: boolean }) {
  const compared = page.variants.filter((v) => v.state !== "removed").length > 1;
  return (
    // Relative: the screen-reader labels inside (position absolute) scroll with the table instead of widening the page.
    <div className="relative mt-4 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[56rem] divide-y divide-slate-200 bg-white text-sm">
        <caption className="sr-only">Variants of {page.title}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Variant
            </th>
            <th scope="col" className={th}>
              Views
            </th>
            <th scope="col" className={th}>
              Leads
            </th>
            <th scope="col" className={th}>
              Lead rate (95%)
            </th>
            <th scope="col" className={th}>
              Won
            </th>
            <th scope="col" className={th}>
              Won value
            </th>
            <th scope="col" className={th}>
              Value per view (95%)
            </th>
            {compared && (
              <th scope="col" className={th}>
                Best by leads / by won
              </th>
            )}
            {mayChange && (
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {page.variants.map((v) => (
            <tr key={v.key} data-testid="variant-row">
              <th scope="row" className="px-3 py-2 text-left align-top font-medium text-slate-900">
                {v.name}
                <span className="block text-xs font-normal text-slate-500">
                  {STATE_LABELS[v.state]}
                  {v.weight !== null && v.state === "running" ? `, weight ${v.weight}%` : ""}
                </span>
              </th>
              <td className={td}>{v.views}</td>
              <td className={td}>{v.leads}</td>
              <td className={td}>{rangeText(v.rate)}</td>
              <td className={td}>{v.won}</td>
              <td className={td}>{wonText(v)}</td>
              <td className={td}>{perViewText(v)}</td>
              {compared && (
                <td className={td}>{v.state === "removed" ? "—" : `${percent(v.beatsAllOnLeads, 0)} / ${percent(v.beatsAllOnWon, 0)}`}</td>
              )}
              {mayChange && (
                <td className="px-3 py-2 align-top">
                  <VariantActions page={page} variant={v} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SegmentTable({ page }: { page: PageReport }) {
  const names = new Map(page.variants.map((v) => [v.key, v.name]));
  return (
    <details className="mt-4 rounded-lg border border-slate-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-800">
        By campaign, source and ad network ({page.segments.length} rows)
      </summary>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[60rem] divide-y divide-slate-200 text-sm">
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
                <td className={td}>{rangeText(s.rate)}</td>
                <td className={td}>{wonText(s)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** One landing page's part of the report. */
export function CampaignPageReport({ page, search }: { page: PageReport; search: string }) {
  const split = page.variants.filter((v) => v.state !== "removed").length > 1;
  const only = new URLSearchParams(search);
  only.set("page", String(page.id));
  const { data: session } = useQuery(sessionQuery);
  const mayChange = session ? mayAccess(session.role, "ownerOnly") : false;
  const mayEdit = session ? mayAccess(session.role, "content") : false;
  return (
    <section className="card mt-6 p-5" aria-labelledby={`report-${page.id}`} data-testid="campaign-page">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`report-${page.id}`} className="text-xl font-semibold text-slate-900">
          {mayEdit ? (
            <Link to={`/admin/landing-pages/${page.id}`} className="hover:underline">
              {page.title}
            </Link>
          ) : (
            page.title
          )}
        </h2>
        <p className="text-sm text-slate-600">
          {page.addresses.join(" · ")} · {page.isPublished ? "Published" : "Not published"} ·{" "}
          <a className="text-indigo-700 hover:underline" href={`/api/admin/campaign-report.csv?${only.toString()}`} download>
            CSV of this page
          </a>
        </p>
      </div>
      <VariantTable page={page} mayChange={mayChange} />
      {split && !mayChange && page.isPublished && (
        <p className="mt-2 text-sm text-slate-600">An owner stops or promotes a variant from this report.</p>
      )}
      {split && (!page.enoughToSayOnLeads || !page.enoughToSayOnWon) && (
        <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="note">
          {!page.enoughToSayOnLeads
            ? `The sample is too small to say which variant is better: each needs at least ${MIN_TRIALS_TO_SAY} views and ${MIN_SUCCESSES_TO_SAY} leads.`
            : `Too few won deals to say which variant brings more revenue: each needs at least ${MIN_SUCCESSES_TO_SAY}.`}{" "}
          The probabilities are shown, but they can still change a lot.
        </p>
      )}
      <SegmentTable page={page} />
    </section>
  );
}

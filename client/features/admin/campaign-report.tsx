import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { mayAccess } from "../../../shared/admin/staff-roles";
import type { PageReport, VariantRow } from "../../../shared/landing/campaign-report";
import { variantActionLabels } from "../../../shared/landing/campaign-report";
import { MIN_SUCCESSES_TO_SAY, MIN_TRIALS_TO_SAY } from "../../../shared/landing/report-stats";
import type { VariantAction } from "../../../shared/landing/variant-actions";
import { readApiProblem } from "../../api/http";
import { Link } from "../../lib/region/region-link";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson, sessionQuery } from "./admin-http";
import { SegmentTable, VariantTable } from "./campaign-report-tables";
import { ConfirmDialog } from "./confirm-dialog";
import { FilterBar, FilterInput } from "./filter-bar";

// The campaign report's screen (server/api/admin/campaign-report.routes.ts): the period, then per
// landing page its variants' totals with intervals and probabilities, the actions on a running
// test, and the rows by campaign (./campaign-report-tables.tsx). Sales read the
// report but change no page: the actions are the owner's, the page's editor the owners' and editors'
// ("Who may do what" in docs/decisions/0039-landing-pages.md).

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
      <VariantTable page={page} actions={mayChange ? (variant) => <VariantActions page={page} variant={variant} /> : undefined} />
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

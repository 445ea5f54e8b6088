import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { Link, useNavigate } from "../../lib/region/region-link";
import { OWN_SECTION_COLUMNS } from "../../../shared/schemas/admin-leads";
import { readApiProblem } from "../../api/http";
import { adminFetch } from "../../features/admin/admin-http";
import { leadQuery } from "../../features/admin/admin-queries";
import { AdminHeading, columnLabel, formatDateTime, formTypeLabel, QueryState } from "../../features/admin/admin-ui";
import { ConfirmDialog } from "../../features/admin/confirm-dialog";
import { LeadAttributionCard } from "../../features/admin/lead-attribution-card";
import { LeadDeliveries } from "../../features/admin/lead-deliveries";
import { LeadNotes } from "../../features/admin/lead-notes";
import { LeadSpamNotice } from "../../features/admin/lead-spam-notice";
import { LeadScoreCard } from "../../features/admin/lead-score-card";
import { LeadStageCard } from "../../features/admin/lead-stage-card";
import { toast } from "../../lib/toasts/toast-store";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({ title: "Lead", description: "Everything one lead sent, its status and the team's notes.", noindex: true }),
};

export function Component() {
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const { data, isPending, error, refetch } = useQuery(leadQuery(id));

  const remove = useMutation({
    mutationFn: () => adminFetch("DELETE", `/api/admin/leads/${id}`),
    onSuccess: () => {
      setConfirming(false);
      // The lead's own query goes when this screen unmounts (no cache time); removing it
      // now would make the still-mounted screen ask for the deleted lead again.
      void queryClient.invalidateQueries({ queryKey: ["/api/contacts"] });
      toast({ title: "Lead deleted", description: "The lead and its notes were erased." });
      navigate("/admin/leads");
    },
    onError: (e) =>
      toast({
        title: "Error",
        description: readApiProblem(e).message ?? "The lead was not deleted. Please try again.",
        variant: "destructive",
      }),
  });

  if (!data) {
    return (
      <>
        <Link to="/admin/leads" className="text-sm font-medium text-indigo-700 hover:underline">
          ← All leads
        </Link>
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the lead" />
      </>
    );
  }
  const { lead } = data;
  const sentFields = data.fields.filter((field) => !OWN_SECTION_COLUMNS.includes(field.column));
  return (
    <>
      <Link to="/admin/leads" className="text-sm font-medium text-indigo-700 hover:underline">
        ← All leads
      </Link>
      <div className="mt-3">
        <AdminHeading
          title={lead.name || lead.email}
          intro={`${formTypeLabel(lead.contactFormType)} · received ${formatDateTime(lead.createdAt)}`}
          actions={
            <>
              <Link to={`/admin/people?lead=${encodeURIComponent(id)}`} className="btn btn-outline">
                Data request
              </Link>
              <ConfirmDialog
                open={isConfirming}
                onOpenChange={setConfirming}
                trigger={
                  <button type="button" className="btn border border-red-200 bg-white text-red-700 hover:bg-red-50">
                    Delete lead
                  </button>
                }
                title="Delete this lead for good?"
                description={<p>The lead and its notes are erased and cannot be brought back. Use this for erasure requests.</p>}
                confirmLabel={remove.isPending ? "Deleting..." : "Delete permanently"}
                isWorking={remove.isPending}
                onConfirm={() => remove.mutate()}
              />
            </>
          }
        />
      </div>
      {data.spamReason && <LeadSpamNotice leadId={id} reason={data.spamReason} />}
      {/* Columns that never grow past the screen: a landing page or click id is one long word, which wraps anywhere. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section className="card min-w-0 p-5 lg:col-span-2" aria-labelledby="fields-heading">
          <h2 id="fields-heading" className="text-lg font-semibold text-slate-900">
            Everything the lead sent
          </h2>
          <dl className="mt-4 divide-y divide-slate-100">
            {sentFields.map((field) => (
              <div key={field.column} className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm font-medium text-slate-600">{columnLabel(field.column)}</dt>
                <dd className="whitespace-pre-wrap text-slate-900 wrap-anywhere sm:col-span-2">
                  {field.value === null || field.value === "" ? "—" : String(field.value)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="min-w-0 space-y-6">
          <LeadStageCard detail={data} />
          <LeadScoreCard score={lead.score} reasons={data.scoreReasons} rulesVersion={data.scoreRulesVersion} />
          <LeadAttributionCard attribution={data.attribution} trafficSource={lead.trafficSource} />
          {data.discountCode && (
            <section className="card p-5" aria-labelledby="discount-heading">
              <h2 id="discount-heading" className="text-lg font-semibold text-slate-900">
                Discount code
              </h2>
              <p className="mt-2 font-mono text-lg font-semibold tracking-wide text-slate-900">{data.discountCode}</p>
              <p className="mt-1 text-sm text-slate-600">Unique to this lead; it is in the visitor's email.</p>
            </section>
          )}
          {/* An older server without the outbox sends no deliveries: shown as none. */}
          <LeadDeliveries deliveries={data.deliveries ?? []} isSpam={data.spamReason !== null} />
          <LeadNotes leadId={id} notes={data.notes} />
        </div>
      </div>
    </>
  );
}

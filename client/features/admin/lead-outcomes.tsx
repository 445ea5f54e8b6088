import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEAL_CURRENCIES } from "../../../shared/lead-stages/stage-change";
import type { LeadOutcomeRow, LeadOutcomes } from "../../../shared/schemas/lead-outcomes";
import { adminJson, retryServerErrorsOnce } from "./admin-http";
import { formatDealValue, QueryState } from "./admin-ui";

// The overview's outcomes: leads, qualified leads and won value by traffic source and by
// campaign (server/db/lead-outcomes.queries.ts). Values stay in their own currencies.

const outcomesQuery = () =>
  queryOptions({
    retry: retryServerErrorsOnce,
    queryKey: ["/api/admin/overview/outcomes"],
    queryFn: () => adminJson<LeadOutcomes>("GET", "/api/admin/overview/outcomes"),
  });

const wonText = (row: LeadOutcomeRow) =>
  DEAL_CURRENCIES.filter((c) => row.wonMinor[c] > 0)
    .map((c) => formatDealValue(row.wonMinor[c], c))
    .join(" · ") || "—";

function OutcomeTable({ title, rows, emptyLabel }: { title: string; rows: LeadOutcomeRow[]; emptyLabel: string }) {
  return (
    <section className="card overflow-x-auto p-5" aria-label={title}>
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{emptyLabel}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {title.replace("By ", "")}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Leads
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Qualified
              </th>
              <th scope="col" className="py-2 text-right">
                Won value
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.key ?? ""}>
                <td className="py-2 pr-3 text-slate-900">{row.key ?? "Not recorded"}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.leads}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.qualified}</td>
                <td className="whitespace-nowrap py-2 text-right tabular-nums">{wonText(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function LeadOutcomesSection() {
  const { data, isPending, error, refetch } = useQuery(outcomesQuery());
  return (
    <section className="mt-6" aria-labelledby="outcomes-heading">
      <h2 id="outcomes-heading" className="text-lg font-semibold text-slate-900">
        What the leads became{data ? `, last ${data.days} days` : ""}
      </h2>
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the outcomes" />
      ) : (
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          <OutcomeTable title="By traffic source" rows={data.bySource} emptyLabel="No leads in this period." />
          <OutcomeTable title="By campaign" rows={data.byCampaign} emptyLabel="No leads with a campaign in this period." />
        </div>
      )}
    </section>
  );
}

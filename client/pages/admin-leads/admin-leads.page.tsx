import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { leadsQuery } from "../../features/admin/admin-queries";
import { AdminHeading, QueryState } from "../../features/admin/admin-ui";
import { LEAD_FILTER_FIELDS } from "../../../shared/admin/lead-filter-fields";
import { LeadFilters } from "../../features/admin/lead-filters";
import { LeadTable } from "../../features/admin/lead-table";
import { Pager } from "../../features/admin/pager";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({ title: "Leads Inbox", description: "Every enquiry, newest first, with search and filters.", noindex: true }),
};

export function Component() {
  const [params, setParams] = useSearchParams();
  const { data, isPending, error, refetch, isFetching } = useQuery(leadsQuery(params.toString()));
  const filterOnly = new URLSearchParams([...params].filter(([key]) => (LEAD_FILTER_FIELDS as readonly string[]).includes(key)));
  const hasFilters = filterOnly.toString() !== "";
  const exportHref = `/api/admin/leads/export.csv${hasFilters ? `?${filterOnly}` : ""}`;
  const isSpamView = params.get("spam") === "only";
  const isOnlySpamFilter = isSpamView && filterOnly.size === 1;
  const noun = (n: number) =>
    isSpamView ? (n === 1 ? "1 lead held as spam" : `${n} leads held as spam`) : n === 1 ? "1 lead" : `${n} leads`;

  return (
    <>
      <AdminHeading
        title="Leads"
        intro="Newest first. Open a lead to see everything it sent, set its status or add notes."
        actions={
          <a href={exportHref} download className="btn btn-outline">
            Export CSV
          </a>
        }
      />
      <LeadFilters
        params={params}
        formTypes={data?.formTypes ?? []}
        sources={data?.sources ?? []}
        trafficSources={data?.trafficSources ?? []}
        campaigns={data?.campaigns ?? []}
        onApply={setParams}
      />
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="leads" />
      ) : (
        <section className="mt-6" aria-labelledby="results" aria-busy={isFetching}>
          <h2 id="results" className="text-sm font-medium text-slate-600" aria-live="polite">
            {noun(data.total)}
            {hasFilters && !isOnlySpamFilter ? " match the filters" : ""}
          </h2>
          {data.items.length > 0 ? (
            <div className="mt-3">
              <LeadTable leads={data.items} caption={isSpamView ? "Leads held as spam, newest first" : "Leads, newest first"} />
            </div>
          ) : (
            <p className="mt-3 text-slate-600">{isOnlySpamFilter ? "No lead is held as spam." : "No leads match these filters."}</p>
          )}
          <Pager params={params} page={data.page} total={data.total} pageSize={data.pageSize} />
        </section>
      )}
    </>
  );
}

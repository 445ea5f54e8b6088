import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Link } from "../../lib/region/region-link";
import { leadsQuery } from "../../features/admin/admin-queries";
import { AdminHeading, QueryState } from "../../features/admin/admin-ui";
import { LEAD_FILTER_FIELDS } from "../../../shared/admin/lead-filter-fields";
import { LeadFilters } from "../../features/admin/lead-filters";
import { LeadTable } from "../../features/admin/lead-table";
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
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    if (page <= 1) next.delete("page");
    else next.set("page", String(page));
    return `?${next}`;
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
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
          {pages > 1 && (
            <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
              {data.page > 1 ? (
                <Link to={pageLink(data.page - 1)} className="btn btn-outline">
                  ← Newer
                </Link>
              ) : (
                <span />
              )}
              <span className="text-slate-600">
                Page {data.page} of {pages}
              </span>
              {data.page < pages ? (
                <Link to={pageLink(data.page + 1)} className="btn btn-outline">
                  Older →
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      )}
    </>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { auditQuery } from "../../features/admin/admin-queries";
import { AdminHeading, QueryState } from "../../features/admin/admin-ui";
import { AuditFilters, AuditTable } from "../../features/admin/audit-trail";
import { Pager } from "../../features/admin/pager";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({ title: "Audit Trail", description: "What staff did in the staff area, and when.", noindex: true }),
};

export function Component() {
  const [params, setParams] = useSearchParams();
  const { data, isPending, error, refetch, isFetching } = useQuery(auditQuery(params.toString()));
  const filterOnly = new URLSearchParams([...params].filter(([key]) => key !== "page"));
  const exportHref = `/api/admin/audit/export.csv${filterOnly.size > 0 ? `?${filterOnly}` : ""}`;
  return (
    <>
      <AdminHeading
        title="Audit trail"
        intro="Who signed in, opened, changed, exported or erased what, and when: kept for good, never changed. Networks are shortened to the first three parts of an address."
        actions={
          <a href={exportHref} download className="btn btn-outline">
            Export CSV
          </a>
        }
      />
      <AuditFilters params={params} actors={data?.actors ?? []} onApply={setParams} />
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the audit trail" />
      ) : (
        <section className="mt-6" aria-labelledby="audit-results" aria-busy={isFetching}>
          <h2 id="audit-results" className="text-sm font-medium text-slate-600" aria-live="polite">
            {data.total === 1 ? "1 entry" : `${data.total} entries`}
            {filterOnly.size > 0 ? " match the filters" : ""}
          </h2>
          {data.items.length > 0 ? (
            <div className="mt-3">
              <AuditTable entries={data.items} />
            </div>
          ) : (
            <p className="mt-3 text-slate-600">No entries match these filters.</p>
          )}
          <Pager params={params} page={data.page} total={data.total} pageSize={data.pageSize} />
        </section>
      )}
    </>
  );
}

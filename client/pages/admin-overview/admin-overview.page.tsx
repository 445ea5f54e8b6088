import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { overviewQuery } from "../../features/admin/admin-queries";
import { AdminHeading, formTypeLabel, QueryState } from "../../features/admin/admin-ui";
import { LeadDayChart } from "../../features/admin/lead-day-chart";
import { LeadTable } from "../../features/admin/lead-table";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  // /admin itself: the sign-in when signed out, the overview after. The title fits both.
  meta: () => ({
    title: "Staff Area",
    description: "Sign-in and overview for the agency's staff: leads of the last 30 days.",
    noindex: true,
  }),
};

export function Component() {
  const { data, isPending, error, refetch } = useQuery(overviewQuery());
  return (
    <>
      <AdminHeading title="Overview" intro="Enquiries of the last 30 days, by day and by form." />
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the overview" />
      ) : (
        <>
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {[
              ["Leads in the last 30 days", data.totals.last30Days],
              ["New, not yet handled", data.totals.new],
              ["All leads", data.totals.all],
            ].map(([label, value]) => (
              <div key={label} className="card p-5">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            <section className="card p-5 lg:col-span-2" aria-labelledby="per-day">
              <h2 id="per-day" className="text-lg font-semibold text-slate-900">
                Leads per day
              </h2>
              <div className="mt-4">
                <LeadDayChart days={data.days} />
              </div>
            </section>
            <section className="card p-5" aria-labelledby="per-form">
              <h2 id="per-form" className="text-lg font-semibold text-slate-900">
                By form
              </h2>
              {data.byFormType.length === 0 ? (
                <p className="mt-4 text-slate-600">No leads in the last 30 days.</p>
              ) : (
                <ul className="mt-4 space-y-3">
                  {data.byFormType.map((row) => (
                    <li key={row.formType}>
                      <div className="flex justify-between gap-2 text-sm">
                        <Link to={`/admin/leads?formType=${encodeURIComponent(row.formType)}`} className="text-indigo-700 hover:underline">
                          {formTypeLabel(row.formType)}
                        </Link>
                        <span className="font-semibold text-slate-900">{row.count}</span>
                      </div>
                      <div className="mt-1 h-2 rounded-full bg-slate-100">
                        <div
                          className="h-2 rounded-full bg-indigo-500"
                          style={{ width: `${(row.count / data.byFormType[0]!.count) * 100}%` }}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <section className="mt-6" aria-labelledby="latest">
            <div className="flex items-center justify-between">
              <h2 id="latest" className="text-lg font-semibold text-slate-900">
                Latest leads
              </h2>
              <Link to="/admin/leads" className="text-sm font-medium text-indigo-700 hover:underline">
                Open the inbox →
              </Link>
            </div>
            <div className="mt-3">
              {data.latest.length === 0 ? (
                <p className="text-slate-600">No leads yet.</p>
              ) : (
                <LeadTable leads={data.latest} caption="Latest leads" />
              )}
            </div>
          </section>
        </>
      )}
    </>
  );
}

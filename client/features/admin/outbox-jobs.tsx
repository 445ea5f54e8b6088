import { useQuery } from "@tanstack/react-query";
import { Link } from "../../lib/region/region-link";
import { outboxQuery } from "./admin-queries";
import { formatDateTime, QueryState } from "./admin-ui";
import { channelLabel, deliveryTiming, resendLabel } from "./delivery-ui";
import { useResendDelivery } from "./use-resend-delivery";

const TITLES = { failed: "Failed", pending: "Waiting to be sent" } as const;
const EMPTY = { failed: "No delivery has failed.", pending: "Nothing is waiting: every message went out." } as const;

/** One state's jobs of the outbox, each with its lead and "Send again". */
export function OutboxJobs({ state }: { state: "pending" | "failed" }) {
  const { data, isPending, error, refetch } = useQuery(outboxQuery(state));
  const resend = useResendDelivery();
  const headingId = `outbox-${state}`;
  return (
    <section className="mt-8" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {TITLES[state]}
        {data ? ` (${data.jobs.length})` : ""}
      </h2>
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what={`the ${state} deliveries`} />
      ) : data.jobs.length === 0 ? (
        <p className="mt-3 text-slate-600">{EMPTY[state]}</p>
      ) : (
        <div className="relative mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[48rem] divide-y divide-slate-200 text-left text-sm">
            <caption className="sr-only">{TITLES[state]} deliveries</caption>
            <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Lead
                </th>
                <th scope="col" className="px-4 py-3">
                  Message
                </th>
                <th scope="col" className="px-4 py-3">
                  Attempts
                </th>
                <th scope="col" className="px-4 py-3">
                  Last error
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.jobs.map((job) => (
                <tr key={job.id} className="align-top">
                  <td className="px-4 py-3">
                    <Link to={`/admin/leads/${job.leadId}`} className="break-words font-medium text-indigo-700 hover:underline">
                      {job.leadEmail}
                    </Link>
                    <p className="text-xs text-slate-500">Queued {formatDateTime(job.createdAt)}</p>
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    {channelLabel(job.channel)}
                    <p className="text-xs text-slate-500">{deliveryTiming(job)}</p>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{job.attempts}</td>
                  <td className="max-w-80 break-words px-4 py-3 text-red-800">{job.lastError ?? "—"}</td>
                  <td className="px-4 py-3 text-right">
                    <button
                      type="button"
                      className="btn btn-outline min-h-9 px-3 py-1.5 text-sm"
                      onClick={() => resend.mutate(job)}
                      disabled={resend.isPending && resend.variables?.id === job.id}
                      aria-label={`${resendLabel(job)}: ${channelLabel(job.channel)} for ${job.leadEmail}`}
                    >
                      {resendLabel(job)}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { queryOptions } from "../../api/query-options";
import { periodText, type RetentionPreview } from "../../../shared/retention";
import { adminJson, retryServerErrorsOnce } from "./admin-http";
import { formatDateTime, QueryState } from "./admin-ui";

// The overview's "privacy policy kept": what the daily retention job (server/delivery/retention-job.ts)
// will erase in the next 30 days under the periods the privacy policy states.

const retentionQuery = () =>
  queryOptions({
    retry: retryServerErrorsOnce,
    queryKey: ["/api/admin/retention"],
    queryFn: () => adminJson<RetentionPreview>("GET", "/api/admin/retention"),
  });

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function RetentionSection() {
  const { data, isPending, error, refetch } = useQuery(retentionQuery());
  return (
    <section className="card mt-6 p-5" aria-labelledby="retention">
      <h2 id="retention" className="text-lg font-semibold text-slate-900">
        Erased in the next {data?.dueWithinDays ?? 30} days
      </h2>
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the retention figures" />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            As the privacy policy promises, the site erases enquiries {periodText(data.periods.enquiryMonths, "month")} after the last
            contact, a client's records {periodText(data.periods.clientYears, "year")} after it, and newsletter sign-ups never confirmed
            after {periodText(data.periods.unconfirmedSignUpDays, "day")}. Add a note or change a lead's stage to count as contact.
          </p>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            {[
              ["Enquiries", count(data.enquiries, "lead", "leads")],
              ["Client records", count(data.clientRecords, "lead", "leads")],
              ["Unconfirmed sign-ups", count(data.unconfirmedSignUps, "sign-up", "sign-ups")],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-slate-500">
            {data.lastRunAt
              ? `Last run ${formatDateTime(data.lastRunAt)}; it runs once a day.`
              : "The first run happens once the site has started."}
          </p>
        </>
      )}
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { PersonCounts, PersonSummary } from "../../../shared/schemas/person-data";
import { queryOptions } from "../../api/query-options";
import { readApiProblem } from "../../api/http";
import { Link } from "../../lib/region/region-link";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson, retryServerErrorsOnce } from "./admin-http";
import { formatDateTime, formTypeLabel, QueryState, StatusBadge } from "./admin-ui";
import { ConfirmDialog } from "./confirm-dialog";

// A person's data request (server/api/admin/people.routes.ts): what is stored about them, the
// file with all of it, and erasing all of it after the address is typed again.

const personQuery = (search: string) =>
  queryOptions({
    retry: retryServerErrorsOnce,
    queryKey: ["/api/admin/people", search],
    queryFn: () => adminJson<PersonSummary>("GET", `/api/admin/people?${search}`),
  });

const COUNT_LABELS: [keyof PersonCounts, string][] = [
  ["leads", "Leads"],
  ["notes", "Notes"],
  ["stageChanges", "Stage changes"],
  ["deliveries", "Deliveries"],
  ["subscriptions", "Newsletter subscriptions"],
  ["emails", "Emails kept"],
];

export function PersonSearch({ email, onSearch }: { email: string; onSearch: (email: string) => void }) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("email");
    if (typeof value === "string" && value.trim()) onSearch(value.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper adds nothing.
    <form
      role="search"
      aria-label="Find a person"
      onSubmit={handleSubmit}
      key={email}
      className="card mt-6 flex flex-wrap items-end gap-3 p-5"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="person-email" className="block text-sm font-medium text-slate-700">
          The person's email address
        </label>
        <input id="person-email" name="email" type="email" required defaultValue={email} className="admin-input mt-1" />
      </div>
      <button type="submit" className="btn btn-primary">
        Find their data
      </button>
    </form>
  );
}

export function PersonRequest({ search }: { search: string }) {
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch } = useQuery(personQuery(search));
  const [isConfirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const erase = useMutation({
    mutationFn: (email: string) => adminJson<PersonCounts>("POST", "/api/admin/people/erase", { email, confirm: typed }),
    onSuccess: (counts) => {
      setConfirming(false);
      setTyped("");
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/people"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/contacts"] });
      toast({ title: "Erased", description: `${counts.leads} leads and everything stored with them were erased for good.` });
    },
    onError: (e) =>
      toast({ title: "Error", description: readApiProblem(e).message ?? "Nothing was erased. Please try again.", variant: "destructive" }),
  });

  if (!data) return <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the person's data" />;
  const isEmpty = data.counts.leads === 0 && data.counts.emails === 0;
  return (
    <section className="card mt-6 p-5" aria-labelledby="person-heading">
      <h2 id="person-heading" className="break-words text-lg font-semibold text-slate-900">
        Stored about {data.email}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {COUNT_LABELS.map(([key, label]) => (
          <div key={key}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{data.counts[key]}</dd>
          </div>
        ))}
      </dl>
      {data.leads.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100">
          {data.leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <Link to={`/admin/leads/${lead.id}`} className="font-medium text-indigo-700 hover:underline">
                {formTypeLabel(lead.contactFormType)}
              </Link>
              <span className="text-slate-600">{formatDateTime(lead.createdAt)}</span>
              <StatusBadge status={lead.status} />
            </li>
          ))}
        </ul>
      )}
      {isEmpty ? (
        <p className="mt-4 text-slate-600">Nothing is stored about this address.</p>
      ) : (
        <div className="mt-6 flex flex-wrap gap-2">
          <a href={`/api/admin/people/record.json?${new URLSearchParams({ email: data.email })}`} download className="btn btn-outline">
            Download everything (JSON)
          </a>
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={(open) => {
              setConfirming(open);
              setTyped("");
            }}
            trigger={
              <button type="button" className="btn border border-red-200 bg-white text-red-700 hover:bg-red-50">
                Erase everything…
              </button>
            }
            title="Erase everything stored about this person?"
            description={
              <>
                <p>
                  Every lead from this address, with its notes, stages, deliveries, newsletter subscription and the emails kept, is erased
                  for good. The audit trail keeps only how many rows went.
                </p>
                <label htmlFor="person-confirm" className="mt-4 block text-sm font-medium text-slate-700">
                  Type {data.email} to confirm
                </label>
                <input
                  id="person-confirm"
                  type="email"
                  autoComplete="off"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  className="admin-input mt-1"
                />
              </>
            }
            confirmLabel={erase.isPending ? "Erasing..." : "Erase for good"}
            isWorking={erase.isPending}
            isConfirmable={typed.trim().toLowerCase() === data.email}
            onConfirm={() => erase.mutate(data.email)}
          />
        </div>
      )}
    </section>
  );
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { OwnAccount } from "../../../shared/admin/staff-accounts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../../shared/admin/staff-roles";
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from "../../../shared/admin/session-limits";
import { readApiProblem } from "../../api/http";
import { useNavigate } from "../../lib/region/region-link";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson, endSession, retryServerErrorsOnce, setSignedIn } from "./admin-http";
import { formatDateTime, QueryState } from "./admin-ui";
import { passkeyProblem, registerPasskey } from "./passkey-ceremony";

// A staff member's own account (server/api/admin/account.routes.ts): their passkeys, and signing
// out of every browser at once.

const ACCOUNT_KEY = ["/api/admin/account"] as const;
const accountQuery = () =>
  queryOptions({ retry: retryServerErrorsOnce, queryKey: ACCOUNT_KEY, queryFn: () => adminJson<OwnAccount>("GET", ACCOUNT_KEY[0]) });

const problemOf = (error: unknown, fallback: string) => passkeyProblem(error) ?? readApiProblem(error).message ?? fallback;

function Passkeys({ account }: { account: OwnAccount }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const saved = (next: OwnAccount) => queryClient.setQueryData(ACCOUNT_KEY, next);
  const add = useMutation({
    mutationFn: () =>
      registerPasskey<OwnAccount>("/api/admin/account/passkeys/options", "/api/admin/account/passkeys", { name: name.trim() || "Passkey" }),
    onSuccess: (next) => {
      saved(next);
      setName("");
      toast({ title: "Passkey added", description: "You can sign in with it from now on." });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => adminJson<OwnAccount>("DELETE", `/api/admin/account/passkeys/${encodeURIComponent(id)}`),
    onSuccess: saved,
    onError: (error) => toast({ title: "Not removed", description: problemOf(error, "Please try again."), variant: "destructive" }),
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <section className="card p-5" aria-labelledby="passkeys">
      <h2 id="passkeys" className="text-lg font-semibold text-slate-900">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Sign in with your fingerprint, face or screen lock instead of a password.
        {account.passkeyRequired ? " Your role signs in this way only." : ""}
      </p>
      {account.passkeys.length === 0 ? (
        <p className="mt-4 text-slate-700">No passkey yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {account.passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium text-slate-900">{p.name}</span>
                <span className="block text-xs text-slate-500">
                  Added {formatDateTime(p.createdAt)}
                  {p.lastUsedAt ? ` · last used ${formatDateTime(p.lastUsedAt)}` : " · not used yet"}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-ghost min-h-9 px-3 py-1.5 text-red-700"
                disabled={remove.isPending}
                onClick={() => remove.mutate(p.id)}
              >
                Remove<span className="sr-only"> {p.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={handleSubmit}>
        <div className="min-w-0 flex-1">
          <label htmlFor="passkey-name" className="block text-sm font-medium text-slate-700">
            Name for the new passkey (optional)
          </label>
          <input
            id="passkey-name"
            value={name}
            maxLength={60}
            placeholder="Work laptop"
            onChange={(e) => setName(e.target.value)}
            className="admin-input mt-1"
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {add.isPending ? "Waiting for your device..." : "Add a passkey"}
        </button>
      </form>
      {add.isError && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {problemOf(add.error, "The passkey was not added. Please try again.")}
        </p>
      )}
    </section>
  );
}

function Sessions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const everywhere = useMutation({
    mutationFn: () => endSession("/api/admin/sessions"),
    onSuccess: () => {
      setSignedIn(queryClient, null);
      toast({ title: "Signed out everywhere", description: "Every session of your account has ended, this one too." });
      navigate("/admin");
    },
    onError: (error) => toast({ title: "Error", description: problemOf(error, "Please try again."), variant: "destructive" }),
  });
  return (
    <section className="card p-5" aria-labelledby="sessions">
      <h2 id="sessions" className="text-lg font-semibold text-slate-900">
        Sessions
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A session ends after {SESSION_IDLE_MINUTES} minutes without activity and {SESSION_ABSOLUTE_HOURS} hours after signing in. Left
        yourself signed in on another computer, or lost a phone? End every session of your account at once.
      </p>
      <button type="button" className="btn btn-outline mt-4" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
        {everywhere.isPending ? "Signing out..." : "Sign out everywhere"}
      </button>
    </section>
  );
}

export function OwnAccountScreen() {
  const { data, isPending, error, refetch } = useQuery(accountQuery());
  if (!data) return <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="your account" />;
  return (
    <>
      <p className="mt-2 text-slate-700">
        {data.email} · {ROLE_LABELS[data.role]}: {ROLE_DESCRIPTIONS[data.role]}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Passkeys account={data} />
        <Sessions />
      </div>
    </>
  );
}

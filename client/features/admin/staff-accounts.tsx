import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { StaffAccount, StaffList } from "../../../shared/admin/staff-accounts";
import { INVITATION_HOURS } from "../../../shared/admin/staff-accounts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../../shared/admin/staff-roles";
import { queryOptions } from "../../api/query-options";
import { readApiProblem } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson, retryServerErrorsOnce } from "./admin-http";
import { formatDateTime, QueryState } from "./admin-ui";
import { ConfirmDialog } from "./confirm-dialog";

// The owners' staff screen (server/api/admin/staff.routes.ts): invitations, roles, deactivation,
// reset links, and the passkey requirement.

const STAFF_KEY = ["/api/admin/staff"] as const;
export const staffQuery = () =>
  queryOptions({ retry: retryServerErrorsOnce, queryKey: STAFF_KEY, queryFn: () => adminJson<StaffList>("GET", STAFF_KEY[0]) });

/** A change to the staff list: the server answers the new list, which replaces the shown one. */
function useStaffChange<T>(request: (input: T) => Promise<StaffList>, done: (input: T) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (list, input) => {
      queryClient.setQueryData(STAFF_KEY, list);
      toast({ title: "Done", description: done(input) });
    },
    onError: (error) =>
      toast({ title: "Not changed", description: readApiProblem(error).message ?? "Please try again.", variant: "destructive" }),
  });
}

const STATUS_TEXT: Record<StaffAccount["status"], string> = {
  invited: "Invited, not set up yet",
  active: "Active",
  deactivated: "Deactivated",
};

const signInText = (a: StaffAccount) =>
  [a.hasPassword ? "password" : null, a.passkeys > 0 ? `${a.passkeys} passkey${a.passkeys === 1 ? "" : "s"}` : null]
    .filter(Boolean)
    .join(" and ") || "—";

/** The roles, as a select's options. */
const RoleOptions = () =>
  STAFF_ROLES.map((r) => (
    <option key={r} value={r}>
      {ROLE_LABELS[r]}
    </option>
  ));

export function InviteForm({ mailGoesToFolder }: { mailGoesToFolder: boolean }) {
  const [role, setRole] = useState<StaffRole>("editor");
  const invite = useStaffChange(
    (input: { email: string; role: StaffRole }) => adminJson<StaffList>("POST", "/api/admin/staff/invitations", input),
    (input) => `An invitation is on its way to ${input.email}.`,
  );
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    invite.mutate({ email, role }, { onSuccess: () => (event.target as HTMLFormElement).reset() });
  };
  return (
    <form
      className="card mt-6 grid gap-4 p-5 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
      onSubmit={handleSubmit}
      aria-labelledby="invite"
    >
      <h2 id="invite" className="text-lg font-semibold text-slate-900 sm:col-span-3">
        Invite a colleague
      </h2>
      <div>
        <label htmlFor="invite-email" className="block text-sm font-medium text-slate-700">
          Their email address
        </label>
        <input id="invite-email" name="email" type="email" required className="admin-input mt-1" />
      </div>
      <div>
        <label htmlFor="invite-role" className="block text-sm font-medium text-slate-700">
          Role
        </label>
        <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)} className="admin-input mt-1">
          <RoleOptions />
        </select>
      </div>
      <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
        {invite.isPending ? "Sending..." : "Send invitation"}
      </button>
      <p className="text-sm text-slate-600 sm:col-span-3">
        {ROLE_LABELS[role]}: {ROLE_DESCRIPTIONS[role]} The emailed link works once, for {INVITATION_HOURS} hours.
        {mailGoesToFolder ? " No SMTP server is set, so the email is written to the mail folder on the server (MAIL_DIR)." : ""}
      </p>
    </form>
  );
}

function AccountRow({ account, isSelf }: { account: StaffAccount; isSelf: boolean }) {
  const [isConfirming, setConfirming] = useState(false);
  const setRole = useStaffChange(
    (role: StaffRole) => adminJson<StaffList>("PATCH", `/api/admin/staff/${account.id}`, { role }),
    (role) => `${account.email} is now ${ROLE_LABELS[role]}.`,
  );
  const act = useStaffChange(
    (action: "deactivate" | "reactivate" | "reset-link") => adminJson<StaffList>("POST", `/api/admin/staff/${account.id}/${action}`),
    (action) =>
      action === "deactivate"
        ? `${account.email} can no longer sign in; their sessions have ended.`
        : action === "reactivate"
          ? `${account.email} can sign in again.`
          : `A link is on its way to ${account.email}.`,
  );
  const isDeactivated = account.status === "deactivated";
  return (
    <li className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_9rem_minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900">
          {account.email}
          {isSelf ? <span className="ml-2 text-xs font-normal text-slate-500">(you)</span> : null}
        </p>
        <p className="text-sm text-slate-600">Signs in with: {signInText(account)}</p>
      </div>
      <div>
        <label className="sr-only" htmlFor={`role-${account.id}`}>
          Role of {account.email}
        </label>
        <select
          id={`role-${account.id}`}
          value={account.role}
          disabled={setRole.isPending || isDeactivated}
          onChange={(e) => setRole.mutate(e.target.value as StaffRole)}
          className="admin-input"
        >
          <RoleOptions />
        </select>
      </div>
      <p className="text-sm text-slate-700">
        {STATUS_TEXT[account.status]}
        {account.linkExpiresAt ? (
          <span className="block text-xs text-slate-500">Link works until {formatDateTime(account.linkExpiresAt)}</span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2 md:justify-end">
        {!isDeactivated && (
          <button
            type="button"
            className="btn btn-outline min-h-9 px-3 py-1.5"
            disabled={act.isPending}
            onClick={() => act.mutate("reset-link")}
          >
            {account.status === "invited" ? "Send the invitation again" : "Send a reset link"}
          </button>
        )}
        {isDeactivated ? (
          <button
            type="button"
            className="btn btn-outline min-h-9 px-3 py-1.5"
            disabled={act.isPending}
            onClick={() => act.mutate("reactivate")}
          >
            Reactivate
          </button>
        ) : (
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={setConfirming}
            trigger={
              <button type="button" className="btn min-h-9 border border-red-200 bg-white px-3 py-1.5 text-red-700 hover:bg-red-50">
                Deactivate
              </button>
            }
            title={`Deactivate ${account.email}?`}
            description={<p>Their sessions end at once and they cannot sign in until an owner reactivates the account.</p>}
            confirmLabel={act.isPending ? "Deactivating..." : "Deactivate"}
            isWorking={act.isPending}
            onConfirm={() => act.mutate("deactivate", { onSettled: () => setConfirming(false) })}
          />
        )}
      </div>
    </li>
  );
}

export function StaffTable({ list, selfEmail }: { list: StaffList; selfEmail: string }) {
  return (
    <section className="card mt-6" aria-labelledby="accounts">
      <h2 id="accounts" className="border-b border-slate-100 px-4 py-3 text-lg font-semibold text-slate-900">
        Accounts
      </h2>
      <ul className="divide-y divide-slate-100">
        {list.accounts.map((account) => (
          <AccountRow key={account.id} account={account} isSelf={account.email === selfEmail} />
        ))}
      </ul>
    </section>
  );
}

export function PasskeyRequirement({ list, isPasskeySession }: { list: StaffList; isPasskeySession: boolean }) {
  const change = useStaffChange(
    (passkeyRequired: boolean) => adminJson<StaffList>("PUT", "/api/admin/settings/security", { passkeyRequired }),
    (required) =>
      required
        ? "Owners and sales now sign in with a passkey only; their password sessions have ended."
        : "Owners and sales may sign in with a password again.",
  );
  const canRequire = list.passkeyRequired || isPasskeySession;
  return (
    <section className="card mt-6 p-5" aria-labelledby="security">
      <h2 id="security" className="text-lg font-semibold text-slate-900">
        Passkeys for lead data
      </h2>
      <label className="mt-3 flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4"
          checked={list.passkeyRequired}
          disabled={change.isPending || !canRequire}
          onChange={(e) => change.mutate(e.target.checked)}
        />
        <span className="text-slate-800">Require a passkey for the roles that see lead data (owners and sales)</span>
      </label>
      <p className="mt-2 text-sm text-slate-600">
        A password can be guessed, reused or phished; a passkey cannot. Editors keep their passwords. When this is on, owners and sales
        without a passkey need a reset link to register one.
        {canRequire ? "" : " Sign in with a passkey yourself first (My account), so this cannot lock you out."}
      </p>
    </section>
  );
}

export function StaffScreen({ selfEmail, isPasskeySession }: { selfEmail: string; isPasskeySession: boolean }) {
  const { data, isPending, error, refetch } = useQuery(staffQuery());
  if (!data) return <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the staff accounts" />;
  return (
    <>
      <InviteForm mailGoesToFolder={data.mailGoesToFolder} />
      <StaffTable list={data} selfEmail={selfEmail} />
      <PasskeyRequirement list={data} isPasskeySession={isPasskeySession} />
    </>
  );
}

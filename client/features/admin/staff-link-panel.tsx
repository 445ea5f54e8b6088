import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH } from "../../../shared/admin/password-limits";
import type { StaffLinkInfo } from "../../../shared/admin/staff-accounts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../../shared/admin/staff-roles";
import type { AdminSessionInfo } from "../../../shared/schemas/admin-session";
import { queryOptions } from "../../api/query-options";
import { readApiProblem } from "../../api/http";
import { useNavigate } from "../../lib/region/region-link";
import { adminJson, retryServerErrorsOnce, setSignedIn } from "./admin-http";
import { formatDateTime } from "./admin-ui";
import { passkeyProblem, registerPasskey } from "./passkey-ceremony";

// The page an emailed invitation or reset link opens (server/api/admin/account.routes.ts): the
// token comes from the address's "#" part, which the browser never sends; here the colleague
// chooses a password or registers a passkey, and is signed in.

const linkQuery = (token: string) =>
  queryOptions({
    retry: retryServerErrorsOnce,
    queryKey: ["/api/admin/account-link", token],
    queryFn: () => adminJson<StaffLinkInfo>("POST", "/api/admin/account-link", { token }),
    staleTime: Infinity,
  });

export function StaffLinkPanel({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState("");
  const { data: link, error: linkError, isPending } = useQuery(linkQuery(token));
  const signedIn = (info: AdminSessionInfo) => {
    setSignedIn(queryClient, info);
    // The token's work is done: it leaves the address bar and the history entry.
    window.history.replaceState(null, "", "/admin/welcome");
    navigate("/admin");
  };
  const withPassword = useMutation({
    mutationFn: () => adminJson<AdminSessionInfo>("POST", "/api/admin/account-link/password", { token, password }),
    onSuccess: signedIn,
  });
  const withPasskey = useMutation({
    mutationFn: () =>
      registerPasskey<AdminSessionInfo>("/api/admin/account-link/passkey-options", "/api/admin/account-link/passkey", {
        token,
        name: "Passkey from the set-up link",
      }),
    onSuccess: signedIn,
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    withPasskey.reset();
    withPassword.mutate();
  };

  if (!link) {
    return (
      <p className="mt-6 text-slate-700" role={linkError ? "alert" : "status"}>
        {linkError ? readApiProblem(linkError).message : isPending ? "Checking your link…" : ""}
      </p>
    );
  }
  const failed = withPassword.error ?? withPasskey.error;
  const problem = failed ? (passkeyProblem(failed) ?? readApiProblem(failed).message ?? "That did not work. Please try again.") : null;
  const isWorking = withPassword.isPending || withPasskey.isPending;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <p className="text-slate-700 lg:col-span-2">
        For <span className="font-medium text-slate-900">{link.email}</span> · {ROLE_LABELS[link.role]}: {ROLE_DESCRIPTIONS[link.role]} The
        link works until {formatDateTime(link.expiresAt)}, once.
      </p>
      <section className="card p-6" aria-labelledby="link-passkey">
        <h2 id="link-passkey" className="text-xl font-semibold text-slate-900">
          Use a passkey
        </h2>
        <p className="mt-2 text-slate-700">
          Your device keeps the key and unlocks it with your fingerprint, face or screen lock: nothing to remember, nothing to phish.
          {link.passkeyRequired ? " Your role signs in this way." : ""}
        </p>
        <button
          type="button"
          className="btn btn-primary mt-5"
          disabled={isWorking}
          onClick={() => {
            withPassword.reset();
            withPasskey.mutate();
          }}
        >
          {withPasskey.isPending ? "Waiting for your device..." : "Register a passkey"}
        </button>
      </section>
      {!link.passkeyRequired && (
        <form className="card p-6" onSubmit={handleSubmit} aria-labelledby="link-password">
          <h2 id="link-password" className="text-xl font-semibold text-slate-900">
            {link.purpose === "invitation" ? "Or choose a password" : "Or choose a new password"}
          </h2>
          <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
          <label htmlFor={passwordId} className="mt-4 block text-sm font-medium text-slate-700">
            Password (at least {PASSWORD_MIN_LENGTH} characters; a phrase of unrelated words works well)
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={problem ? errorId : undefined}
            className="admin-input mt-1"
          />
          <button type="submit" className="btn btn-outline mt-5" disabled={isWorking}>
            {withPassword.isPending ? "Saving..." : "Save the password and sign in"}
          </button>
        </form>
      )}
      {problem && (
        <p id={errorId} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 lg:col-span-2">
          {problem}
        </p>
      )}
    </div>
  );
}

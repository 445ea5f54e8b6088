import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Link } from "../../lib/region/region-link";
import type { AdminSessionInfo } from "../../../shared/schemas/admin-session";
import { PageHero } from "../../components/ui/page-hero";
import { readApiProblem } from "../../api/http";
import { adminJson, setSignedIn } from "./admin-http";
import { passkeyProblem, signWithPasskey } from "./passkey-ceremony";
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from "../../../shared/admin/session-limits";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";

/**
 * The /admin sign-in (docs/decisions/0009-admin-security.md). The server renders it while it cannot know who
 * is asking (it never reads the admin session for a page); the browser enables
 * the form once it has checked that nobody is signed in.
 */
export function SignInPanel({ isChecking }: { isChecking: boolean }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const errorId = useId();
  const signIn = useMutation({
    mutationFn: (body: { email: string; password: string }) => adminJson<AdminSessionInfo>("POST", "/api/admin/session", body),
    onSuccess: (info) => {
      setPassword("");
      setSignedIn(queryClient, info);
      // The form is gone: keyboard and screen-reader users continue at the top of the admin.
      requestAnimationFrame(() => document.getElementById("main")?.focus({ preventScroll: true }));
    },
  });
  const passkey = useMutation({
    mutationFn: async () => {
      const options = await adminJson<PublicKeyCredentialRequestOptionsJSON>("POST", "/api/admin/passkeys/sign-in-options");
      return adminJson<AdminSessionInfo>("POST", "/api/admin/passkeys/sign-in", { response: await signWithPasskey(options) });
    },
    onSuccess: (info) => {
      setSignedIn(queryClient, info);
      requestAnimationFrame(() => document.getElementById("main")?.focus({ preventScroll: true }));
    },
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    passkey.reset();
    signIn.mutate({ email, password });
  };
  const failed = signIn.isError ? signIn.error : passkey.isError ? passkey.error : null;
  const error = failed ? (passkeyProblem(failed) ?? readApiProblem(failed).message ?? "Signing in failed. Please try again.") : null;

  return (
    <>
      <PageHero
        eyebrow="Staff area"
        title="Staff sign-in"
        intro={
          <p>
            This area is for our own team: it is where we read enquiries and publish articles. Partner agencies and clients, please use the
            contact page and we will get back to you within 24 hours.
          </p>
        }
      />
      <section className="container-page py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,28rem)_1fr] lg:items-start">
          <form
            method="post"
            action="/admin"
            onSubmit={handleSubmit}
            className="card p-6 sm:p-8"
            aria-describedby={error ? errorId : undefined}
          >
            <h2 className="text-xl font-semibold text-slate-900">Sign in</h2>
            <fieldset disabled={isChecking || signIn.isPending || passkey.isPending} className="mt-6 space-y-5">
              <legend className="sr-only">Your staff account</legend>
              <div>
                <label htmlFor="admin-email" className="block text-sm font-medium text-slate-700">
                  Email
                </label>
                <input
                  id="admin-email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  className="admin-input mt-1"
                />
              </div>
              <div>
                <label htmlFor="admin-password" className="block text-sm font-medium text-slate-700">
                  Password
                </label>
                <input
                  id="admin-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  className="admin-input mt-1"
                />
              </div>
              {error && (
                <p id={errorId} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
                  {error}
                </p>
              )}
              <button type="submit" className="btn btn-primary w-full">
                {signIn.isPending ? "Signing in..." : "Sign in"}
              </button>
              <p className="text-center text-sm text-slate-500">or</p>
              <button
                type="button"
                className="btn btn-outline w-full"
                onClick={() => {
                  signIn.reset();
                  passkey.mutate();
                }}
              >
                {passkey.isPending ? "Waiting for your passkey..." : "Sign in with a passkey"}
              </button>
            </fieldset>
            <p className="mt-4 text-sm text-slate-600">
              For your safety, a session ends after {SESSION_IDLE_MINUTES} minutes without activity, and {SESSION_ABSOLUTE_HOURS} hours
              after you signed in however busy you are; then you sign in again.
            </p>
            <p className="mt-4 text-sm text-slate-500" role="status">
              {isChecking ? "Checking whether you are signed in…" : ""}
            </p>
            <noscript>
              <p className="mt-2 text-sm text-slate-600">Signing in needs JavaScript.</p>
            </noscript>
          </form>
          <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
            <p className="text-slate-700">
              Questions about white-label delivery, pricing or timelines? Our team replies to every message within 24 hours.
            </p>
            <Link to="/contact" className="btn btn-outline">
              Contact our team
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

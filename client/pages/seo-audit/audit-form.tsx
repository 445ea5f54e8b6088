import { usePageQueryClient } from "../../api/page-query-client";
import { useRef, useState, type FormEvent } from "react";
import { useNavigate, useRegionalPath } from "../../lib/region/region-link";
import { AUDIT_URL_MAX_LENGTH, AUDIT_URL_MESSAGES, isWebAddress, normalizeAuditUrl } from "../../../shared/seo-audit-url";
import { seoAuditKey } from "../../api/seo-audit.queries";
import { useSeoAuditCopy } from "./use-seo-audit-copy";

// The address form. Without JavaScript it is a plain GET to /seo-audit?url=...,
// which the server audits; with JavaScript the address is checked here first,
// then the same address is opened by client navigation (the loader audits).

export function AuditForm(props: { defaultUrl: string; isPending: boolean }) {
  const regional = useRegionalPath();
  const copy = useSeoAuditCopy().form;
  const navigate = useNavigate();
  const queryClient = usePageQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = inputRef.current?.value ?? "";
    const normalized = normalizeAuditUrl(typed);
    const problem = "error" in normalized ? normalized.error : isWebAddress(normalized.url) ? null : AUDIT_URL_MESSAGES.notWeb;
    if (problem || !("url" in normalized)) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    // Submitting an address again means "audit it again", not "show the last report".
    queryClient.removeQueries({ queryKey: seoAuditKey(normalized.url) });
    void navigate(`/seo-audit?url=${encodeURIComponent(normalized.url)}`);
  }

  return (
    <form
      method="get"
      action={regional("/seo-audit")}
      onSubmit={handleSubmit}
      noValidate
      className="card p-5 sm:p-6"
      aria-label={copy.label}
    >
      <label htmlFor="seo-audit-url" className="block text-sm font-semibold text-slate-900">
        {copy.address}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          key={props.defaultUrl}
          id="seo-audit-url"
          name="url"
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          required
          maxLength={AUDIT_URL_MAX_LENGTH}
          placeholder="www.example.com"
          defaultValue={props.defaultUrl}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "seo-audit-url-error" : "seo-audit-url-hint"}
          className="min-h-11 w-full flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 aria-[invalid]:border-red-500"
        />
        <button type="submit" className="btn btn-primary sm:w-44" disabled={props.isPending}>
          {props.isPending ? copy.auditing : copy.run}
        </button>
      </div>
      {error ? (
        <p id="seo-audit-url-error" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id="seo-audit-url-hint" className="mt-2 text-sm text-slate-600">
          {copy.hint}
        </p>
      )}
    </form>
  );
}

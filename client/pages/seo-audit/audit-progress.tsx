import { useEffect, useState } from "react";
import { SEO_CHECK_IDS } from "../../../shared/seo-audit-report";
import { useSeoAuditCopy } from "./use-seo-audit-copy";

// Shown while the audit runs: during a client navigation to /seo-audit?url=..., and on the page
// the server answers at once while its audit runs, which reloads itself (`reloads`;
// client/api/seo-audit.queries.ts). The audit answers within 10 seconds; the steps say what
// happens meanwhile, moving on at the pace a typical audit takes.

const STEP_MS = 900;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function AuditProgress({ url, reloads = false }: { url: string; reloads?: boolean }) {
  const copy = useSeoAuditCopy().progress;
  const steps = copy.steps(SEO_CHECK_IDS.length);
  const [step, setStep] = useState(0);
  const lastStep = steps.length - 1;
  useEffect(() => {
    // The last step stays current until the report arrives.
    const timer = setInterval(() => setStep((s) => Math.min(s + 1, lastStep)), STEP_MS);
    return () => clearInterval(timer);
  }, [lastStep]);
  return (
    <section className="card mt-8 p-6 sm:p-8" aria-labelledby="audit-progress-title" data-testid="audit-progress">
      <h2 id="audit-progress-title" className="text-xl font-semibold text-slate-900">
        {copy.auditing} <span className="break-all">{hostOf(url)}</span>…
      </h2>
      <div className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="audit-progress-bar h-full w-1/3 rounded-full bg-indigo-500" />
      </div>
      <ol className="mt-5 space-y-2 text-sm" role="status" aria-live="polite">
        {steps.map((label, i) => (
          <li key={label} className={i < step ? "text-slate-500" : i === step ? "font-semibold text-slate-900" : "text-slate-500"}>
            <span aria-hidden="true" className="mr-2 inline-block w-4">
              {i < step ? "✓" : i === step ? "›" : "·"}
            </span>
            {label}
            {i === step && <span className="sr-only">{copy.inProgress}</span>}
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-600">
        {copy.duration}
        {reloads && ` ${copy.reloading}`}
      </p>
    </section>
  );
}

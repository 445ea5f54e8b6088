import type { ReactNode, Ref } from "react";
import type { CheckStatus, SeoAuditReport, SeoCheck } from "../../../shared/seo-audit-report";
import { ReportDetails } from "./report-details";
import { ScoreGauge } from "./score-gauge";

// The report: score and key figures, then the findings grouped by severity,
// what needs fixing first. Everything is server-rendered, so it also works
// without JavaScript (the passed checks fold away in a <details>).

const GROUPS: { status: CheckStatus; title: string; intro: string }[] = [
  { status: "fail", title: "Fix these first", intro: "These hold the page back in search results." },
  { status: "warn", title: "Worth improving", intro: "Not blocking, but each one costs visibility or clicks." },
  { status: "pass", title: "Already in good shape", intro: "Keep these as they are." },
];

const BADGE: Record<CheckStatus, { text: string; className: string }> = {
  fail: { text: "Fail", className: "bg-red-100 text-red-800" },
  warn: { text: "Warning", className: "bg-amber-100 text-amber-900" },
  pass: { text: "Pass", className: "bg-emerald-100 text-emerald-800" },
};

function Finding({ check }: { check: SeoCheck }) {
  const badge = BADGE[check.status];
  return (
    <li className="flex gap-3 py-4" data-check={check.id} data-status={check.status}>
      <span className={`mt-0.5 h-fit shrink-0 rounded px-2 py-0.5 text-xs font-semibold ${badge.className}`}>{badge.text}</span>
      <div className="min-w-0">
        <h4 className="font-semibold text-slate-900">{check.label}</h4>
        <p className="mt-1 text-slate-700">{check.finding}</p>
        <p className="mt-1 text-sm text-slate-600">
          <span className="font-medium text-slate-800">{check.status === "pass" ? "Why it matters: " : "How to fix: "}</span>
          {check.fix}
        </p>
      </div>
    </li>
  );
}

function FindingGroup({ group, checks }: { group: (typeof GROUPS)[number]; checks: SeoCheck[] }) {
  const heading = (
    <>
      {group.title} <span className="font-normal text-slate-500">({checks.length})</span>
    </>
  );
  const list = (
    <ul className="divide-y divide-slate-100">
      {checks.map((c) => (
        <Finding key={c.id} check={c} />
      ))}
    </ul>
  );
  if (group.status === "pass") {
    return (
      <details className="card p-5 sm:p-6" data-group="pass">
        <summary className="cursor-pointer text-lg font-semibold text-slate-900">
          <h3 className="inline">{heading}</h3>
        </summary>
        <p className="mt-1 text-sm text-slate-600">{group.intro}</p>
        {list}
      </details>
    );
  }
  return (
    <section className="card p-5 sm:p-6" data-group={group.status} aria-labelledby={`findings-${group.status}`}>
      <h3 id={`findings-${group.status}`} className="text-lg font-semibold text-slate-900">
        {heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{group.intro}</p>
      {list}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** `leadForm` sits between the findings and the raw details, where the visitor has just read what is wrong. */
export function AuditReport(props: { report: SeoAuditReport; headingRef?: Ref<HTMLHeadingElement>; leadForm: ReactNode }) {
  const { report, headingRef } = props;
  const count = (status: CheckStatus) => report.checks.filter((c) => c.status === status).length;
  return (
    <section className="mt-8 scroll-mt-24 space-y-6" aria-labelledby="audit-report-title" data-testid="audit-report">
      <div className="card flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:p-8">
        <ScoreGauge score={report.score} />
        <div className="min-w-0 flex-1">
          <h2 id="audit-report-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            SEO audit report
          </h2>
          <p className="mt-1 break-all text-slate-700" data-testid="audited-url">
            {report.finalUrl}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            {count("fail")} critical {count("fail") === 1 ? "issue" : "issues"}, {count("warn")}{" "}
            {count("warn") === 1 ? "warning" : "warnings"} and {count("pass")} passed checks.
          </p>
          <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Figure label="Status" value={String(report.status)} />
            <Figure label="Response time" value={`${report.responseTimeMs} ms`} />
            <Figure label="HTML size" value={`${Math.max(1, Math.round(report.htmlBytes / 1024))} KB`} />
            <Figure label="Redirects" value={String(report.redirects.length)} />
          </dl>
          <a href="#seo-report-lead-title" className="btn btn-accent mt-6">
            Get the full report by email
          </a>
        </div>
      </div>
      {GROUPS.map((group) => {
        const checks = report.checks.filter((c) => c.status === group.status);
        return checks.length > 0 ? <FindingGroup key={group.status} group={group} checks={checks} /> : null;
      })}
      {props.leadForm}
      <ReportDetails report={report} />
    </section>
  );
}

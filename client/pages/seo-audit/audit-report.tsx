import type { ReactNode, Ref } from "react";
import type { CheckStatus, SeoAuditReport, SeoCheck } from "../../../shared/seo-audit-report";
import { ReportDetails } from "./report-details";
import { ScoreGauge } from "./score-gauge";
import { findingIn } from "../../../shared/i18n/pages/seo-findings.en";
import { useSeoAuditCopy, useSeoFindings } from "./use-seo-audit-copy";

// The report: score and key figures, then the findings grouped by severity,
// what needs fixing first. Everything is server-rendered, so it also works
// without JavaScript (the passed checks fold away in a <details>).

const GROUP_ORDER: CheckStatus[] = ["fail", "warn", "pass"];

const BADGE: Record<CheckStatus, string> = {
  fail: "bg-red-100 text-red-800",
  warn: "bg-amber-100 text-amber-900",
  pass: "bg-emerald-100 text-emerald-800",
};

function Finding({ check }: { check: SeoCheck }) {
  const copy = useSeoAuditCopy().report;
  const { label, finding, fix } = findingIn(check, useSeoFindings());
  return (
    <li className="flex gap-3 py-4" data-check={check.id} data-status={check.status}>
      <span className={`mt-0.5 h-fit shrink-0 rounded px-2 py-0.5 text-xs font-semibold ${BADGE[check.status]}`}>
        {copy.badges[check.status]}
      </span>
      <div className="min-w-0">
        <h4 className="font-semibold text-slate-900">{label}</h4>
        <p className="mt-1 text-slate-700">{finding}</p>
        <p className="mt-1 text-sm text-slate-600">
          <span className="font-medium text-slate-800">{check.status === "pass" ? copy.whyItMatters : copy.howToFix}</span>
          {fix}
        </p>
      </div>
    </li>
  );
}

function FindingGroup({ status, checks }: { status: CheckStatus; checks: SeoCheck[] }) {
  const group = useSeoAuditCopy().report.groups[status];
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
  if (status === "pass") {
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
    <section className="card p-5 sm:p-6" data-group={status} aria-labelledby={`findings-${status}`}>
      <h3 id={`findings-${status}`} className="text-lg font-semibold text-slate-900">
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
  const copy = useSeoAuditCopy().report;
  const count = (status: CheckStatus) => report.checks.filter((c) => c.status === status).length;
  return (
    <section className="mt-8 scroll-mt-24 space-y-6" aria-labelledby="audit-report-title" data-testid="audit-report">
      <div className="card flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:p-8">
        <ScoreGauge score={report.score} />
        <div className="min-w-0 flex-1">
          <h2 id="audit-report-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            {copy.title}
          </h2>
          <p className="mt-1 break-all text-slate-700" data-testid="audited-url">
            {report.finalUrl}
          </p>
          <p className="mt-2 text-sm text-slate-600">{copy.summary(count("fail"), count("warn"), count("pass"))}</p>
          <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Figure label={copy.status} value={String(report.status)} />
            <Figure label={copy.responseTime} value={`${report.responseTimeMs} ms`} />
            <Figure label={copy.htmlSize} value={`${Math.max(1, Math.round(report.htmlBytes / 1024))} KB`} />
            <Figure label={copy.redirects} value={String(report.redirects.length)} />
          </dl>
          <a href="#seo-report-lead-title" className="btn btn-accent mt-6">
            {copy.emailCta}
          </a>
        </div>
      </div>
      {GROUP_ORDER.map((status) => {
        const checks = report.checks.filter((c) => c.status === status);
        return checks.length > 0 ? <FindingGroup key={status} status={status} checks={checks} /> : null;
      })}
      {props.leadForm}
      <ReportDetails report={report} />
    </section>
  );
}

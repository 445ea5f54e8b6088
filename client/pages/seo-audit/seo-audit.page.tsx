import { useQuery } from "@tanstack/react-query";
import { usePageQueryClient } from "../../api/page-query-client";
import { useEffect, useRef } from "react";
import { useLoaderData, useNavigation, useSearchParams } from "react-router";
import { Link } from "../../lib/region/region-link";
import { useApi } from "../../api/api-context";
import { AUDIT_RELOAD_SECONDS, isAuditUnderWay, seoAuditQuery } from "../../api/seo-audit.queries";
import { PageHero } from "../../components/ui/page-hero";
import { AuditHeroVisual } from "./audit-hero-visual";
import { usePageRegion } from "../../lib/region/region-context";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";
import { AuditForm } from "./audit-form";
import { AuditProblem } from "./audit-problem";
import { AuditProgress } from "./audit-progress";
import { AuditReport } from "./audit-report";
import { AuditTopics } from "./audit-topics";
import { REPORT_LEAD_FORM_TYPE, reportLeadFields } from "./report-lead";
import { ReportLeadForm } from "./report-lead-form";
import { basePathOf } from "../../../shared/region-addresses";
import { useSeoAuditCopy } from "./use-seo-audit-copy";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { seoAuditDe } from "../../../shared/i18n/pages/seo-audit.de";
import { seoAuditEn } from "../../../shared/i18n/pages/seo-audit.en";

export const handle: PageHandle = {
  meta: ({ data, region }) => ({
    ...pageCopyFor({ en: seoAuditEn, de: seoAuditDe }, region).meta,
    // A report is one visitor's result for one address: not a page for search results.
    noindex: data != null,
    // The server's audit still runs: the page reloads itself until the report is here.
    ...(isAuditUnderWay(data) ? { reloadAfterSeconds: AUDIT_RELOAD_SECONDS } : {}),
  }),
};

/** The form state a rate-limited plain GET comes back with (server/api/seo-audit.router.ts). */
const AUDIT_URL_FORM_TYPE = "seo-audit-url";

/** The address the router is navigating to, while the browser's loader audits it. */
function usePendingAudit(): string | null {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || basePathOf(navigation.location.pathname) !== "/seo-audit") return null;
  return new URLSearchParams(navigation.location.search).get("url");
}

export function Component() {
  const api = useApi();
  const region = usePageRegion();
  const { formState } = useRootData();
  const [searchParams] = useSearchParams();
  const copy = useSeoAuditCopy();
  const input = searchParams.get("url");
  const pending = usePendingAudit();
  // The server answered before its audit ended: this page reloads itself until it has.
  const loaderData: unknown = useLoaderData();
  const underWay = !pending && isAuditUnderWay(loaderData) ? loaderData.auditUnderWay : null;
  // The loader filled this (server or browser); the query only reads it back.
  const queryClient = usePageQueryClient();
  const { data: outcome } = useQuery({ ...seoAuditQuery(api, input ?? ""), enabled: input !== null && underWay === null }, queryClient);

  // After an audit arrives by client navigation, move focus to its heading so
  // keyboard and screen-reader users land on the result.
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (outcome && !pending) {
      resultHeading.current?.focus({ preventScroll: true });
      // The whole result (gauge included), clear of the sticky header (scroll-mt on the section).
      resultHeading.current?.closest("section")?.scrollIntoView({ block: "start", behavior: "smooth" });
    }
  }, [outcome, pending]);

  const echoedUrl = formState?.formType === AUDIT_URL_FORM_TYPE ? (formState.values.url ?? "") : "";
  const report = !pending && outcome?.ok ? outcome.report : null;
  // A failed no-JavaScript lead post renders this page again (without a report): keep the form and its values.
  const echoedLead = !report && formState?.formType === REPORT_LEAD_FORM_TYPE ? formState.values : null;

  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro}</p>} visual={<AuditHeroVisual />} />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-4xl">
          <AuditForm defaultUrl={pending ?? input ?? echoedUrl} isPending={pending !== null || underWay !== null} />
          {pending !== null ? (
            <AuditProgress url={pending} />
          ) : underWay !== null ? (
            <AuditProgress url={underWay} reloads />
          ) : outcome && !outcome.ok ? (
            <AuditProblem message={outcome.message} status={outcome.status} headingRef={resultHeading} />
          ) : null}
          {report && (
            <AuditReport
              report={report}
              headingRef={resultHeading}
              leadForm={<ReportLeadForm key={report.auditedAt} headingLevel={3} hiddenFields={reportLeadFields(report, region)} />}
            />
          )}
          {echoedLead && (
            <div className="mt-8">
              <ReportLeadForm hiddenFields={hiddenOf(echoedLead)} />
            </div>
          )}
        </div>
      </div>
      {!report && !pending && !underWay && <AuditTopics />}
      <section className="container-page pb-14">
        <div className="card flex flex-col items-start gap-4 p-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl text-slate-700">{copy.cta}</p>
          <Link to="/services/seo" className="btn btn-primary">
            {copy.ctaButton}
          </Link>
        </div>
      </section>
    </>
  );
}

/** The hidden fields of a lead form echoed after a failed plain post (the visible ones refill themselves). */
function hiddenOf(values: Record<string, string>): Record<string, string> {
  const visible = new Set(["email", "name", "company"]);
  return Object.fromEntries(Object.entries(values).filter(([name]) => !visible.has(name)));
}

import type { SeoAuditReport } from "../../shared/seo-audit-report";
import { MarkupTooComplex } from "../bounded-jobs/markup-budget";
import { serveJobs } from "../bounded-jobs/job-process";
import { buildReport, type ReportInput } from "./audit-report";

// The process that reads audited pages (report-jobs.ts starts it; scripts/build.ts bundles it
// as dist/server/seo-audit-report-job.js). A page past the markup limits is an answer, not a
// failure: the audit tells the visitor which limit it passed.

export type ReportOutput = { report: SeoAuditReport } | { tooComplex: MarkupTooComplex["limit"] };

serveJobs<ReportInput, ReportOutput>(async (input) => {
  try {
    return { report: buildReport(input) };
  } catch (error) {
    if (error instanceof MarkupTooComplex) return { tooComplex: error.limit };
    throw error;
  }
});

import { SEO_AUDIT_READ_LIMITS, type SeoAuditReport } from "../../shared/seo-audit-report";
import type { JobLimits } from "../bounded-jobs/job-pool";
import { createJobs, type Jobs } from "../bounded-jobs/jobs";
import { bundleEntry } from "../bundle-entry";
import type { Logger } from "../logger";
import type { ReportInput } from "./audit-report";
import { AuditError } from "./audit-error";
import type { ReportOutput } from "./report-job";

// Reading an audited page happens in processes of their own, never on the event loop that
// answers every other request (docs/decisions/0033-bounded-work.md): the markup limits stop
// a deep or huge page as it is read, and the process is killed past 5 s or 256 MB. Two pages
// are read at once: the audit allows four in flight, and reading one takes milliseconds.
// A page past a limit is refused with an AuditError naming it.

export type ReportJobs = Jobs<ReportInput, SeoAuditReport>;

export const createReportJobs = (options: { limits?: Partial<JobLimits>; logger?: Logger } = {}): ReportJobs =>
  createJobs<ReportInput, ReportOutput, SeoAuditReport>(
    {
      name: "seo-audit",
      entry: bundleEntry("seo-audit-report-job", new URL("./report-job.ts", import.meta.url)),
      processes: 2,
      limits: { timeLimitMs: SEO_AUDIT_READ_LIMITS.timeLimitMs, memoryLimitMb: SEO_AUDIT_READ_LIMITS.memoryLimitMb },
      refuse: (limit) => new AuditError(limit === "time" ? "read-too-slow" : "read-too-large"),
      result(output) {
        if ("tooComplex" in output) throw new AuditError(output.tooComplex === "depth" ? "too-deep" : "too-many-elements");
        return output.report;
      },
    },
    options,
  );

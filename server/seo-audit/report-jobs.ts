import { SEO_AUDIT_READ_LIMITS, type SeoAuditReport } from "../../shared/seo-audit-report";
import { createJobPool, JobLimitError, type JobLimits } from "../bounded-jobs/job-pool";
import { bundleEntry } from "../bundle-entry";
import type { Logger } from "../logger";
import type { ReportInput } from "./audit-report";
import { AuditError } from "./audit-error";
import type { ReportOutput } from "./report-job";

// Reading an audited page happens in processes of their own, never on the event loop that
// answers every other request (docs/decisions/0033-bounded-work.md): the markup limits stop
// a deep or huge page as it is read, and the process is killed past 5 s or 256 MB.

export interface ReportJobs {
  /** The page's report, or an AuditError naming the limit it passed. */
  build(input: ReportInput): Promise<SeoAuditReport>;
  close(): void;
}

/** Two pages are read at once: the audit allows four in flight, and reading one takes milliseconds. */
const PROCESSES = 2;

export function createReportJobs(options: { limits?: Partial<JobLimits>; logger?: Logger } = {}): ReportJobs {
  const pool = createJobPool<ReportInput, ReportOutput>({
    name: "seo-audit",
    entry: bundleEntry("seo-audit-report-job", new URL("./report-job.ts", import.meta.url)),
    processes: PROCESSES,
    timeLimitMs: options.limits?.timeLimitMs ?? SEO_AUDIT_READ_LIMITS.timeLimitMs,
    memoryLimitMb: options.limits?.memoryLimitMb ?? SEO_AUDIT_READ_LIMITS.memoryLimitMb,
    logger: options.logger,
  });
  return {
    async build(input) {
      let output: ReportOutput;
      try {
        output = await pool.run(input);
      } catch (error) {
        if (error instanceof JobLimitError) throw new AuditError(error.limit === "time" ? "read-too-slow" : "read-too-large");
        throw error;
      }
      if ("tooComplex" in output) throw new AuditError(output.tooComplex === "depth" ? "too-deep" : "too-many-elements");
      return output.report;
    },
    close: () => pool.close(),
  };
}

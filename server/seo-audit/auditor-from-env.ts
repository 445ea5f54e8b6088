import type { JobLimits } from "../bounded-jobs/job-pool";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { Resolver } from "./address-policy";
import { createSeoAuditor, type SeoAuditor } from "./auditor";

/** The process's one auditor (one concurrency limit), configured from SEO_AUDIT_* settings. */
export function createSeoAuditorFromEnv(env: Env, logger: Logger, resolve?: Resolver, readLimits?: Partial<JobLimits>): SeoAuditor {
  return createSeoAuditor({
    policy: { allowedPorts: new Set(env.seoAudit.ports), allowedTargets: new Set(env.seoAudit.allowTargets) },
    resolve,
    // Says who is asking, so site owners can recognise the audit in their logs.
    userAgent: `Mozilla/5.0 (compatible; SEOAuditTool/1.0; +${env.siteUrl}/seo-audit)`,
    timeoutMs: env.seoAudit.timeoutMs,
    logger,
    readLimits,
  });
}

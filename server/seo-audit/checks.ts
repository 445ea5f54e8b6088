import { SEO_CHECK_IDS, type SeoCheck } from "../../shared/seo-audit-report";
import type { CheckInputs } from "./check-rules";
import * as content from "./checks-content";
import * as technical from "./checks-technical";

// Every check of the audit, in the order of SEO_CHECK_IDS (most important first),
// which is also the order the report lists them within a severity.

const ALL_CHECKS: ((inputs: CheckInputs) => SeoCheck)[] = [...Object.values(content), ...Object.values(technical)];

export function buildChecks(inputs: CheckInputs): SeoCheck[] {
  const checks = ALL_CHECKS.map((check) => check(inputs));
  return checks.sort((a, b) => SEO_CHECK_IDS.indexOf(a.id) - SEO_CHECK_IDS.indexOf(b.id));
}

import { z } from "zod/mini";
import { VITALS_MESSAGES } from "../i18n/api-messages";
import {
  DEVICE_CLASSES,
  METRIC_MAX,
  VITALS_METRICS,
  VITALS_REGIONS,
  type VitalsMetric,
  type VitalsReport,
} from "../web-vitals/vitals-metrics";

// POST /api/vitals's body (server/api/web-vitals.router.ts). Every field is from a closed
// list or a plausible range, so what is stored can be nothing but an aggregate of the site's
// own templates; unknown keys are refused, not dropped, so a report never carries more
// than docs/decisions/0027-real-user-vitals.md says it may.

const metricValue = (metric: VitalsMetric) =>
  z.optional(
    z
      .number(VITALS_MESSAGES.outOfRange(METRIC_MAX[metric]))
      .check(
        z.minimum(0, VITALS_MESSAGES.outOfRange(METRIC_MAX[metric])),
        z.maximum(METRIC_MAX[metric], VITALS_MESSAGES.outOfRange(METRIC_MAX[metric])),
      ),
  );

const metricsSchema = z
  .strictObject(Object.fromEntries(VITALS_METRICS.map((m) => [m, metricValue(m)])) as Record<VitalsMetric, ReturnType<typeof metricValue>>)
  .check(z.refine((metrics) => Object.values(metrics).some((v) => v !== undefined), VITALS_MESSAGES.metricsEmpty));

/** The report's schema for a site whose page templates are `templates` (the route modules' names). */
export function vitalsReportSchema(templates: readonly string[]) {
  return z.strictObject({
    template: z.enum(templates as [string, ...string[]], VITALS_MESSAGES.templateUnknown),
    region: z.enum(VITALS_REGIONS as [VitalsReport["region"], ...VitalsReport["region"][]], VITALS_MESSAGES.regionUnknown),
    device: z.enum(DEVICE_CLASSES, VITALS_MESSAGES.deviceUnknown),
    metrics: metricsSchema,
  });
}

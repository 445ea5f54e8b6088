import { z } from "zod/mini";
import { LANDING_MESSAGES as M } from "../i18n/landing-messages";

// What a campaign report request may ask for (server/api/admin/campaign-report.routes.ts; the
// report itself: shared/landing/campaign-report.ts).

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, M.dateFormat));

/** GET /api/admin/campaign-report?from=&to=&page= (both days inclusive, UTC). */
export const CampaignReportQuerySchema = z.strictObject({
  from: z.optional(day),
  to: z.optional(day),
  page: z.optional(z.string().check(z.regex(/^\d{1,12}$/, M.notLandingPage))),
});
export type CampaignReportQuery = z.infer<typeof CampaignReportQuerySchema>;

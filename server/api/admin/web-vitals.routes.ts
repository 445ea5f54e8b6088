import { VITALS_WINDOW_DAYS, type VitalsSummary } from "../../../shared/web-vitals/vitals-metrics";
import { dayOf, daysBefore, type WebVitalsQueries } from "../../db/web-vitals.queries";
import type { StaffRoutes } from "./staff-routes";

// GET /api/admin/web-vitals: real visitors' 75th percentiles of the last 28 days, per page
// template and device class, for the staff overview (client/features/admin/web-vitals-section.tsx).
// No personal data: every role sees how fast the pages are.

export function registerWebVitalsRoutes(routes: StaffRoutes, deps: { vitals: WebVitalsQueries }): void {
  routes.get("/web-vitals", "anyStaff", async (_req, res) => {
    const to = dayOf(Date.now());
    const from = daysBefore(to, VITALS_WINDOW_DAYS - 1);
    const summary: VitalsSummary = { from, to, rows: await deps.vitals.summary(from, to) };
    res.json(summary);
  });
}

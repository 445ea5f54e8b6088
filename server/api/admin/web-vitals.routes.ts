import type { Router } from "express";
import { VITALS_WINDOW_DAYS, type VitalsSummary } from "../../../shared/web-vitals/vitals-metrics";
import { dayOf, daysBefore, type WebVitalsQueries } from "../../db/web-vitals.queries";

// GET /api/admin/web-vitals: real visitors' 75th percentiles of the last 28 days, per page
// template and device class, for the staff overview (client/features/admin/web-vitals-section.tsx).

export function registerWebVitalsRoutes(router: Router, deps: { vitals: WebVitalsQueries }): void {
  router.get("/web-vitals", async (_req, res) => {
    const to = dayOf(Date.now());
    const from = daysBefore(to, VITALS_WINDOW_DAYS - 1);
    const summary: VitalsSummary = { from, to, rows: await deps.vitals.summary(from, to) };
    res.json(summary);
  });
}

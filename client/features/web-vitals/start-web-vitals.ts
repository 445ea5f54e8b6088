import { afterLoadAndFirstPaint } from "../../browser/after-first-paint";

// Real visitors' Web Vitals (docs/decisions/0027-real-user-vitals.md). The entry script calls
// this once; the measuring code and the web-vitals library are a chunk of their own,
// requested only after the load event and the first paint, so they weigh nothing on the
// page's first load (docs/decisions/0004-performance-budget.md).

/**
 * Starts measuring this page view, given its template (the page data's `template`); null, for a
 * staff screen or an error page, measures nothing.
 */
export function startWebVitals(template: string | null): void {
  if (!template) return;
  afterLoadAndFirstPaint(() => {
    import("./vitals-beacon").then(
      (beacon) => beacon.measurePageView(template),
      // Measuring is never worth an error the visitor could notice: a chunk that failed to load measures nothing.
      () => {},
    );
  });
}

import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { METRIC_MAX, type VitalsMetric, type VitalsReport } from "../../../shared/web-vitals/vitals-metrics";
import { safeLocalStorage } from "../../browser/safe-storage";
import { readStoredConsent } from "../../lib/consent/consent-preferences";
import { pageViewContext } from "./page-view-context";

// Measures one page view with the web-vitals library and sends its values in ONE report, when
// the page is first hidden (the last moment a browser reliably lets a page speak, and when
// web-vitals settles CLS and INP). The values stay in this page's memory; they leave it only
// with the visitor's analytics consent, read when the report would be sent, so a visitor who
// accepts on this page is counted and one who rejects is not (docs/decisions/0027-real-user-vitals.md).

export const VITALS_ENDPOINT = "/api/vitals";

/** CLS is kept to four decimals, times to whole milliseconds: finer figures only make the report longer. */
const round = (metric: VitalsMetric, value: number) => (metric === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value));

const hasAnalyticsConsent = () => {
  const stored = readStoredConsent(safeLocalStorage(), Date.now());
  return stored.status === "valid" && stored.preferences.analytics;
};

function send(body: string): void {
  // sendBeacon's string body goes as text/plain: no preflight, and it outlives the page.
  if (navigator.sendBeacon?.(VITALS_ENDPOINT, body)) return;
  fetch(VITALS_ENDPOINT, { method: "POST", body, keepalive: true, headers: { "Content-Type": "text/plain;charset=UTF-8" } }).catch(
    () => {},
  );
}

export function measurePageView(template: string): void {
  let metrics: VitalsReport["metrics"] = {};
  let sent = false;
  const record = (metric: Metric) => {
    const value = round(metric.name, metric.value);
    // A value beyond the plausible range (a tab left in the background for minutes) would only get the report refused.
    if (value >= 0 && value <= METRIC_MAX[metric.name]) metrics[metric.name] = value;
  };
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(record);

  const flush = () => {
    if (sent || Object.keys(metrics).length === 0) return;
    sent = true;
    if (!hasAnalyticsConsent()) return;
    const report: VitalsReport = { ...pageViewContext(template), metrics };
    send(JSON.stringify(report));
  };
  // Registered after web-vitals' own listeners, so its final CLS and INP are recorded first.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  // A page restored from the back/forward cache is a new page view: web-vitals measures it afresh.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    metrics = {};
    sent = false;
  });
}

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  METRIC_THRESHOLDS,
  rateMetric,
  VITALS_METRICS,
  VITALS_WINDOW_DAYS,
  type DeviceClass,
  type VitalsMetric,
  type VitalsRating,
  type VitalsSummaryRow,
} from "../../../shared/web-vitals/vitals-metrics";
import { webVitalsQuery } from "./admin-queries";
import { formatDay, QueryState } from "./admin-ui";

// The staff overview's Web Vitals: real visitors' 75th percentile of the last 28 days per page
// template, beside Google's thresholds (docs/decisions/0027-real-user-vitals.md).

type DeviceFilter = DeviceClass | "all";
const DEVICE_FILTERS: { value: DeviceFilter; label: string }[] = [
  { value: "all", label: "All devices" },
  { value: "mobile", label: "Mobile" },
  { value: "desktop", label: "Desktop" },
];

const RATING_LABELS: Record<VitalsRating, string> = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" };
const RATING_CLASSES: Record<VitalsRating, string> = {
  good: "bg-emerald-100 text-emerald-800",
  "needs-improvement": "bg-amber-100 text-amber-900",
  poor: "bg-red-100 text-red-800",
};

/** Times as Google states their thresholds: INP in milliseconds, the others in seconds; CLS as a score. */
function formatMetric(metric: VitalsMetric, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  if (metric === "INP") return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

const thresholdText = (metric: VitalsMetric) => {
  const { good, poor } = METRIC_THRESHOLDS[metric];
  return `good ≤ ${formatMetric(metric, good)}, poor > ${formatMetric(metric, poor)}`;
};

function MetricCell({ metric, row }: { metric: VitalsMetric; row: VitalsSummaryRow | undefined }) {
  if (!row) return <td className="px-4 py-3 text-slate-500">No data</td>;
  const rating = rateMetric(metric, row.p75);
  return (
    <td className="px-4 py-3">
      <div className="font-semibold text-slate-900">{formatMetric(metric, row.p75)}</div>
      <span className={`mt-1 inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${RATING_CLASSES[rating]}`}>
        {RATING_LABELS[rating]}
      </span>
      <div className="mt-1 text-xs text-slate-500">
        {row.count} {row.count === 1 ? "view" : "views"}
      </div>
    </td>
  );
}

export function WebVitalsSection() {
  const { data, isPending, error, refetch } = useQuery(webVitalsQuery());
  const [device, setDevice] = useState<DeviceFilter>("all");
  const rows = data?.rows.filter((r) => r.device === device) ?? [];
  const templates = [...new Set(rows.map((r) => r.template))].sort((a, b) => views(rows, b) - views(rows, a) || a.localeCompare(b));
  return (
    <section className="card mt-6 p-5" aria-labelledby="web-vitals">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="web-vitals" className="text-lg font-semibold text-slate-900">
            Web Vitals of real visitors
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            75th percentile of the last {VITALS_WINDOW_DAYS} days per page template
            {data ? ` (${formatDay(data.from)} to ${formatDay(data.to)}, UTC)` : ""}, from visitors who allowed analytics, rated by Google's
            thresholds.
          </p>
        </div>
        <fieldset className="flex gap-1" aria-label="Device class">
          {DEVICE_FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={device === f.value}
              onClick={() => setDevice(f.value)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${device === f.value ? "bg-indigo-600 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"}`}
            >
              {f.label}
            </button>
          ))}
        </fieldset>
      </div>
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the Web Vitals" />
      ) : templates.length === 0 ? (
        <p className="mt-4 text-slate-600">No page views measured in the last {VITALS_WINDOW_DAYS} days.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[48rem] divide-y divide-slate-200 text-left text-sm">
            <caption className="sr-only">75th percentile of each Web Vital per page template</caption>
            <thead className="bg-slate-50 text-xs font-semibold text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3 uppercase tracking-wide">
                  Template
                </th>
                {VITALS_METRICS.map((metric) => (
                  <th key={metric} scope="col" className="px-4 py-3">
                    <span className="uppercase tracking-wide">{metric}</span>
                    <span className="block font-normal normal-case">{thresholdText(metric)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {templates.map((template) => (
                <tr key={template}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {template}
                  </th>
                  {VITALS_METRICS.map((metric) => (
                    <MetricCell key={metric} metric={metric} row={rows.find((r) => r.template === template && r.metric === metric)} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A template's page views, as its most counted metric has them: busy templates first. */
const views = (rows: VitalsSummaryRow[], template: string) =>
  Math.max(0, ...rows.filter((r) => r.template === template).map((r) => r.count));

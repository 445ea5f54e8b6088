import { useId } from "react";
import type { AdminOverview } from "../../../shared/schemas/admin-leads";
import { formatDay } from "./admin-ui";

// Leads per day for the last 30 days, drawn as our own SVG: no chart
// library, nothing loaded from elsewhere. A table with the same numbers is there
// for screen readers.

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { left: 36, right: 8, top: 12, bottom: 30 };

/** A round upper bound for the axis: 1, 2, 5, 10, 20, 50, ... */
function axisMax(max: number): number {
  if (max <= 1) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * step).find((v) => v >= max) ?? 10 * step;
}

export function LeadDayChart({ days }: { days: AdminOverview["days"] }) {
  const titleId = useId();
  const top = axisMax(Math.max(0, ...days.map((d) => d.count)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);

  return (
    <figure className="relative">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} className="h-auto w-full" role="img" aria-labelledby={titleId}>
        <title
          id={titleId}
        >{`Leads per day over the last ${days.length} days: ${total} in total, at most ${Math.max(0, ...days.map((d) => d.count))} on one day.`}</title>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="#64748b">
              {Number.isInteger(tick) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const height = (day.count / top) * plotHeight;
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          return (
            <g key={day.date} data-date={day.date} data-count={day.count}>
              <rect x={x} y={PAD.top + plotHeight - height} width={barWidth} height={height} rx={2} fill="#4f46e5">
                <title>{`${formatDay(day.date)}: ${day.count} ${day.count === 1 ? "lead" : "leads"}`}</title>
              </rect>
              {labelled.has(i) && (
                <text x={x + barWidth / 2} y={HEIGHT - 10} textAnchor="middle" fontSize={11} fill="#64748b">
                  {formatDay(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Leads per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{formatDay(day.date)}</td>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

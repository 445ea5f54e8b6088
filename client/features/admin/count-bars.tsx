import { Link } from "../../lib/region/region-link";

export interface CountRow {
  key: string;
  label: string;
  /** The inbox filtered to these leads, when there is such a filter. */
  href?: string;
  count: number;
}

/** Counts as labelled bars, longest first, for the overview's breakdowns. */
export function CountBars({ title, rows, empty }: { title: string; rows: CountRow[]; empty: string }) {
  const id = `count-bars-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const most = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section className="card p-5" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-4 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {rows.map((row) => (
            <li key={row.key}>
              <div className="flex justify-between gap-2 text-sm">
                {row.href ? (
                  <Link to={row.href} className="break-words text-indigo-700 hover:underline">
                    {row.label}
                  </Link>
                ) : (
                  <span className="break-words text-slate-700">{row.label}</span>
                )}
                <span className="font-semibold text-slate-900">{row.count}</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-100">
                <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${(row.count / most) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

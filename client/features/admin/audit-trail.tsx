import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS, type AuditDetail, type AuditEntry } from "../../../shared/admin/audit-actions";
import { columnLabel, formatDateTime } from "./admin-ui";
import { FilterBar, FilterInput, FilterSelect } from "./filter-bar";

// The owners' audit trail screen (docs/decisions/0032-staff-roles-audit-retention-passkeys.md):
// its filters and its table. Every value is React text.

/** "from: new · to: contacted" */
const detailText = (detail: AuditDetail | null) =>
  detail === null
    ? "—"
    : Object.entries(detail)
        .map(([key, value]) => `${columnLabel(key)}: ${value ?? "none"}`)
        .join(" · ");

/** The trail's filters: what, who, and the days; submitting puts them in the address. */
export function AuditFilters({
  params,
  actors,
  onApply,
}: {
  params: URLSearchParams;
  actors: string[];
  onApply: (params: URLSearchParams) => void;
}) {
  return (
    <FilterBar label="Filter the audit trail" values={params} onApply={onApply}>
      <FilterSelect
        name="action"
        label="What"
        options={AUDIT_ACTION_NAMES.map((name) => ({ value: name, label: AUDIT_ACTIONS[name] }))}
        anyLabel="Anything"
      />
      <FilterSelect
        name="actor"
        label="Who"
        options={actors.map((email) => ({ value: email, label: email }))}
        anyLabel="Anyone"
        keepCurrent
      />
      <FilterInput name="from" type="date" label="From" />
      <FilterInput name="to" type="date" label="Until" />
    </FilterBar>
  );
}

/** The entries newest first: one line each on a wide screen, stacked on a phone. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const columns = "md:grid md:grid-cols-[11rem_minmax(0,13rem)_minmax(0,1fr)_9rem] md:gap-4";
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <div
        className={`hidden border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-500 ${columns}`}
        aria-hidden="true"
      >
        <span>When</span>
        <span>Who</span>
        <span>What</span>
        <span>Network</span>
      </div>
      <ul className="divide-y divide-slate-100" aria-label="The audit trail, newest first">
        {entries.map((entry) => (
          <li key={entry.id} className={`grid gap-1 px-4 py-3 text-sm ${columns}`}>
            <span className="text-slate-600">{formatDateTime(entry.at)}</span>
            <span className="break-words font-medium text-slate-900">{entry.actorEmail ?? "The site"}</span>
            <span className="min-w-0">
              <span className="text-slate-900">{AUDIT_ACTIONS[entry.action] ?? entry.action}</span>
              {entry.target ? <span className="text-slate-600"> · {entry.target}</span> : null}
              {entry.detail ? <span className="block break-words text-slate-600">{detailText(entry.detail)}</span> : null}
            </span>
            <span className="font-mono text-xs text-slate-600">{entry.ip ? `from ${entry.ip}` : ""}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

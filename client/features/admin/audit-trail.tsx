import type { FormEvent } from "react";
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS, type AuditDetail, type AuditEntry } from "../../../shared/admin/audit-actions";
import { columnLabel, formatDateTime } from "./admin-ui";

// The owners' audit trail screen (docs/decisions/0032-staff-roles-audit-retention-passkeys.md):
// its filters and its table. Every value is React text.

/** "from: new · to: contacted" */
const detailText = (detail: AuditDetail | null) =>
  detail === null
    ? "—"
    : Object.entries(detail)
        .map(([key, value]) => `${columnLabel(key)}: ${value ?? "none"}`)
        .join(" · ");

export function AuditFilters({
  params,
  actors,
  onApply,
}: {
  params: URLSearchParams;
  actors: string[];
  onApply: (params: URLSearchParams) => void;
}) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === "string" && value.trim()) next.set(key, value.trim());
    onApply(next);
  };
  const actor = params.get("actor");
  const people = actor && !actors.includes(actor) ? [actor, ...actors] : actors;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper adds nothing.
    <form
      role="search"
      aria-label="Filter the audit trail"
      onSubmit={handleSubmit}
      key={params.toString()}
      className="card mt-6 grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div>
        <label htmlFor="audit-action" className="block text-sm font-medium text-slate-700">
          What
        </label>
        <select id="audit-action" name="action" defaultValue={params.get("action") ?? ""} className="admin-input mt-1">
          <option value="">Anything</option>
          {AUDIT_ACTION_NAMES.map((name) => (
            <option key={name} value={name}>
              {AUDIT_ACTIONS[name]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-actor" className="block text-sm font-medium text-slate-700">
          Who
        </label>
        <select id="audit-actor" name="actor" defaultValue={actor ?? ""} className="admin-input mt-1">
          <option value="">Anyone</option>
          {people.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-from" className="block text-sm font-medium text-slate-700">
          From
        </label>
        <input id="audit-from" name="from" type="date" defaultValue={params.get("from") ?? ""} className="admin-input mt-1" />
      </div>
      <div>
        <label htmlFor="audit-to" className="block text-sm font-medium text-slate-700">
          Until
        </label>
        <input id="audit-to" name="to" type="date" defaultValue={params.get("to") ?? ""} className="admin-input mt-1" />
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onApply(new URLSearchParams())}>
          Clear
        </button>
      </div>
    </form>
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

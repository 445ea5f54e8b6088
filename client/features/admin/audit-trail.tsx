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

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[52rem] divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">The audit trail, newest first</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3">
              When
            </th>
            <th scope="col" className="px-4 py-3">
              Who
            </th>
            <th scope="col" className="px-4 py-3">
              What
            </th>
            <th scope="col" className="px-4 py-3">
              Record
            </th>
            <th scope="col" className="px-4 py-3">
              Details
            </th>
            <th scope="col" className="px-4 py-3">
              Network
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDateTime(entry.at)}</td>
              <td className="max-w-56 break-words px-4 py-3 text-slate-900">{entry.actorEmail ?? "The site"}</td>
              <td className="px-4 py-3 text-slate-900">{AUDIT_ACTIONS[entry.action] ?? entry.action}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{entry.target ?? "—"}</td>
              <td className="max-w-72 break-words px-4 py-3 text-slate-700">{detailText(entry.detail)}</td>
              <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-slate-600">{entry.ip ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

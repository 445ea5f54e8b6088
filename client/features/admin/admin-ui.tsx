import type { ReactNode } from "react";
import type { LeadStatus } from "../../../shared/admin/lead-status";
import { SPAM_REASON_LABELS } from "../../../shared/admin/spam-reason-labels";
import type { SpamReason } from "../../../shared/schemas/spam";
import { readApiProblem } from "../../api/http";
import { formatMoneyIn } from "../../../shared/format/money";

// Small pieces the admin screens share. Lead content is always rendered as React
// text (never as HTML), so a lead named "<img src=x onerror=...>" shows literally.

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
export const formatDateTime = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;
/** A deal's value, kept in minor units: "$2,400", "€1,250.50" (shared/format/money.ts). */
export const formatDealValue = (minor: number, currency: string) => formatMoneyIn("en-US", currency, minor / 100);

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
export const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00.000Z`));

/** "home-contact-form" → "Home contact form". */
export const formTypeLabel = (type: string) => {
  const words = type.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A stored column name as a label: "services_selected" → "Services selected". */
export const columnLabel = (column: string) => formTypeLabel(column.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

const STATUS_CLASSES: Record<LeadStatus, string> = {
  new: "bg-indigo-100 text-indigo-800",
  contacted: "bg-sky-100 text-sky-800",
  qualified: "bg-amber-100 text-amber-900",
  won: "bg-emerald-100 text-emerald-800",
  lost: "bg-slate-200 text-slate-700",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** In place of the status: a lead held as spam has none yet. */
export function SpamBadge({ reason }: { reason: SpamReason }) {
  return (
    <span
      className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
      title={SPAM_REASON_LABELS[reason]}
    >
      Spam
    </span>
  );
}

export function AdminHeading({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {intro && <div className="mt-1 text-slate-600">{intro}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** Loading and failure states of an admin screen's data. */
export function QueryState({ isPending, error, onRetry, what }: { isPending: boolean; error: unknown; onRetry: () => void; what: string }) {
  if (isPending) {
    return (
      <p className="mt-8 text-slate-600" role="status">
        Loading {what}…
      </p>
    );
  }
  return (
    <div className="mt-8 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" role="alert">
      <p>{readApiProblem(error).message ?? `Could not load ${what}.`}</p>
      <button type="button" className="btn btn-outline mt-3" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

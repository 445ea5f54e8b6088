import type { FormEvent } from "react";
import { REGIONS } from "../../../shared/constants";
import { LEAD_STATUSES } from "../../../shared/admin/lead-status";
import { formTypeLabel, STATUS_LABELS } from "./admin-ui";

/** The stored values, plus the one in the address while the list is still loading. */
const withCurrent = (values: string[], current: string | null) => (current && !values.includes(current) ? [current, ...values] : values);

/** The inbox filters; submitting puts them in the address, so a filtered view can be bookmarked. */
export function LeadFilters(props: {
  params: URLSearchParams;
  formTypes: string[];
  sources: string[];
  trafficSources: string[];
  campaigns: string[];
  onApply: (params: URLSearchParams) => void;
}) {
  const { params } = props;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === "string" && value.trim()) next.set(key, value.trim());
    props.onApply(next);
  };
  const select = (name: string, label: string, options: { value: string; label: string }[], anyLabel = "Any") => (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={params.get(name) ?? ""} className="admin-input mt-1">
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper adds nothing.
    <form
      role="search"
      aria-label="Filter leads"
      onSubmit={handleSubmit}
      key={params.toString()}
      className="card mt-6 grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <label htmlFor="filter-q" className="block text-sm font-medium text-slate-700">
          Search name, email, company or message
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={params.get("q") ?? ""} className="admin-input mt-1" />
      </div>
      {select(
        "formType",
        "Form",
        withCurrent(props.formTypes, params.get("formType")).map((t) => ({ value: t, label: formTypeLabel(t) })),
      )}
      {select(
        "source",
        "Form source",
        withCurrent(props.sources, params.get("source")).map((s) => ({ value: s, label: s })),
      )}
      {select(
        "region",
        "Region",
        REGIONS.map((r) => ({ value: r, label: r })),
      )}
      {select(
        "status",
        "Status",
        LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
      )}
      {select(
        "trafficSource",
        "Traffic source",
        withCurrent(props.trafficSources, params.get("trafficSource")).map((s) => ({ value: s, label: s })),
      )}
      {select(
        "campaign",
        "Campaign",
        withCurrent(props.campaigns, params.get("campaign")).map((c) => ({ value: c, label: c })),
      )}
      {/* Spam is never mixed into the inbox: it is shown on its own or not at all. */}
      {select("spam", "Show", [{ value: "only", label: "Held as spam" }], "Leads")}
      <div>
        <label htmlFor="filter-from" className="block text-sm font-medium text-slate-700">
          Received from
        </label>
        <input id="filter-from" name="from" type="date" defaultValue={params.get("from") ?? ""} className="admin-input mt-1" />
      </div>
      <div>
        <label htmlFor="filter-to" className="block text-sm font-medium text-slate-700">
          Received until
        </label>
        <input id="filter-to" name="to" type="date" defaultValue={params.get("to") ?? ""} className="admin-input mt-1" />
      </div>
      <div>
        <label htmlFor="filter-minScore" className="block text-sm font-medium text-slate-700">
          Score at least
        </label>
        <input
          id="filter-minScore"
          name="minScore"
          type="number"
          step={1}
          min={-999}
          max={999}
          defaultValue={params.get("minScore") ?? ""}
          className="admin-input mt-1"
        />
      </div>
      {select("sort", "Order", [{ value: "score", label: "Highest score first" }], "Newest first")}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => props.onApply(new URLSearchParams())}>
          Clear
        </button>
      </div>
    </form>
  );
}

import { createContext, type FormEvent, type InputHTMLAttributes, type ReactNode, useContext } from "react";

// The one filter bar of the staff lists and reports (the leads, the audit trail, the campaign
// report): labelled fields over a grid, Apply and Clear. Submitting hands the filled fields to
// `onApply` as the address's query, so a filtered view can be bookmarked; each field starts from
// the value its name has in `values` (usually the address itself).

const FilterValues = createContext<URLSearchParams>(new URLSearchParams());

/** The query a submitted bar stands for: each field that has a value, trimmed; empty ones are left out. */
function filledFields(form: HTMLFormElement): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string" && value.trim()) next.set(key, value.trim());
  return next;
}

export function FilterBar({
  label,
  values,
  onApply,
  applyLabel = "Apply filters",
  canClear = true,
  note,
  children,
}: {
  /** The search landmark's name: "Filter leads". */
  label: string;
  values: URLSearchParams;
  onApply: (query: URLSearchParams) => void;
  applyLabel?: string;
  /** Clear applies an empty query. */
  canClear?: boolean;
  /** A line beside the buttons: what the fields mean. */
  note?: ReactNode;
  children: ReactNode;
}) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(filledFields(event.currentTarget));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper adds nothing.
    <form
      role="search"
      aria-label={label}
      onSubmit={handleSubmit}
      // New values in the address (Back, Clear, a link) start the fields afresh.
      key={values.toString()}
      className="card mt-6 grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FilterValues.Provider value={values}>{children}</FilterValues.Provider>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="btn btn-primary">
          {applyLabel}
        </button>
        {canClear && (
          <button type="button" className="btn btn-ghost" onClick={() => onApply(new URLSearchParams())}>
            Clear
          </button>
        )}
        {note ? <p className="text-xs text-slate-500 sm:ml-2">{note}</p> : null}
      </div>
    </form>
  );
}

const labelClass = "block text-sm font-medium text-slate-700";
const spanClass = (wide?: boolean) => (wide ? "sm:col-span-2" : undefined);

/** A select whose first option means "no filter". */
export function FilterSelect({
  name,
  label,
  options,
  anyLabel = "Any",
  keepCurrent = false,
  labelOf = (value) => value,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  anyLabel?: string;
  /** The lists that come with the data: a value in the address is kept while they load, or once it is gone from them. */
  keepCurrent?: boolean;
  /** The kept value's label. */
  labelOf?: (value: string) => string;
}) {
  const current = useContext(FilterValues).get(name);
  const shown =
    keepCurrent && current && !options.some((o) => o.value === current)
      ? [{ value: current, label: labelOf(current) }, ...options]
      : options;
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={current ?? ""} className="admin-input mt-1">
        <option value="">{anyLabel}</option>
        {shown.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A text, search, number or date field. */
export function FilterInput({
  name,
  label,
  wide,
  ...input
}: { name: string; label: string; wide?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue">) {
  const current = useContext(FilterValues).get(name);
  return (
    <div className={spanClass(wide)}>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <input id={`filter-${name}`} name={name} defaultValue={current ?? ""} className="admin-input mt-1" {...input} />
    </div>
  );
}

import type { ReactNode } from "react";
import { FieldErrors, useDocumentForm } from "./content-fields";
import { ListItemButtons } from "./list-item-buttons";

// Repeatable rows of a document's list (a study's results, the site settings' claims and
// certifications): each row's fields by its path, Remove, and where the order is what visitors
// see, Move up and Move down (./list-item-buttons.tsx).

export function RowsField({
  path,
  legend,
  add,
  max = 12,
  orderable = false,
  children,
}: {
  path: string;
  legend: string;
  /** A new row's values; absent: rows are not added here (a closed list). */
  add?: () => unknown;
  max?: number;
  orderable?: boolean;
  children: (row: string) => ReactNode;
}) {
  const { get, set } = useDocumentForm();
  const rows = (get(path) as unknown[] | undefined) ?? [];
  const name = legend.toLowerCase();
  return (
    <fieldset className="min-w-0 space-y-3" data-path={path}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {rows.map((_, index) => (
        // A row is its place in the list (its inputs are controlled, so removing one shifts no state).
        // Its columns follow the row's own width, not the window's: beside a live preview the form is
        // half a laptop's width, where three columns cut a select's choice and a date short.
        <div key={index} className="@container rounded-lg border border-slate-200 p-3" data-row={`${path}.${index}`}>
          <div className="grid gap-3 @md:grid-cols-2 @2xl:grid-cols-3">{children(`${path}.${index}`)}</div>
          <div className="mt-2 flex flex-wrap gap-2">
            <ListItemButtons path={path} index={index} label={`${name} row ${index + 1}`} orderable={orderable} />
          </div>
        </div>
      ))}
      {add && rows.length < max && (
        <button type="button" className="btn btn-outline min-h-9 px-3 py-1.5" onClick={() => set(path, [...rows, add()])}>
          Add a row
        </button>
      )}
      <FieldErrors path={path} />
    </fieldset>
  );
}

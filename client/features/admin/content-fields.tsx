import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { z } from "zod/mini";
import { getAt, setAt } from "./document-path";

// The fields of the content editors. Each names its value by its path in the document, and
// shows beside it the API's errors for that path (server/api/field-errors.ts, fieldErrorsByPath).
// Each field's outer element carries its path as data-path: the editor's preview follows the
// field staff are in to the section of the page that shows it (content-editor.tsx). A field the
// kind's schema refuses empty is marked required (*), from the schema itself: the German story's
// fields once there is one, the portrait only without a photo.

export interface DocumentForm {
  doc: unknown;
  set(path: string, value: unknown): void;
  errors: Record<string, string[]>;
  /** The kind's document schema (shared/schemas/content-documents.ts), the one the API checks. */
  schema: z.ZodMiniType;
  /** A field's path in words, for the error summary ("Story (English) › title"). */
  nameOf(path: string): string;
}

export const DocumentFormContext = createContext<DocumentForm | null>(null);

export function useDocumentForm(): DocumentForm & { get(path: string): unknown } {
  const form = useContext(DocumentFormContext);
  if (!form) throw new Error("content fields need a DocumentFormContext");
  return { ...form, get: (path: string) => getAt(form.doc, path) };
}

const idOf = (path: string) => `content-${path.replace(/\./g, "-")}`;

/** Whether the schema refuses the document with this field as it is when emptied (`empty`: "", null, [] or undefined). */
function useIsRequired(path: string, empty: unknown, applies = true): boolean {
  const { doc, schema } = useDocumentForm();
  return useMemo(() => {
    if (!applies) return false;
    const result = schema.safeParse(setAt(doc, path, empty));
    return !result.success && result.error.issues.some((issue) => issue.path.join(".") === path);
  }, [schema, doc, path, empty, applies]);
}

/** The mark of a required field, after its label; the form says once what it means. */
export const RequiredMark = ({ shown }: { shown: boolean }) =>
  shown ? (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  ) : null;

interface ShellProps {
  path: string;
  label: string;
  hint?: ReactNode;
  /** The value the field stores when emptied: it is required when the schema refuses that. Without it, never marked. */
  empty?: unknown;
  children: (attrs: {
    id: string;
    "aria-describedby"?: string;
    "aria-invalid"?: boolean;
    "aria-required"?: boolean;
    className: string;
  }) => ReactNode;
}

/** A labelled control with its help and the errors for its path. */
export function FieldShell(props: ShellProps) {
  const { path, label, hint, empty, children } = props;
  const { errors } = useDocumentForm();
  const required = useIsRequired(path, empty, "empty" in props);
  const id = idOf(path);
  const own = errors[path] ?? [];
  const described = [hint ? `${id}-hint` : "", own.length ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="min-w-0" data-path={path}>
      {/* The mark stands beside the label, not in it: the field's name stays its label's words. */}
      <div className="flex items-baseline text-sm font-medium text-slate-700">
        <label htmlFor={id}>{label}</label>
        <RequiredMark shown={required} />
      </div>
      {children({
        id,
        "aria-describedby": described || undefined,
        "aria-invalid": own.length ? true : undefined,
        "aria-required": required || undefined,
        className: "admin-input mt-1",
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldErrors path={path} id={`${id}-error`} />
    </div>
  );
}

export function FieldErrors({ path, id }: { path: string; id?: string }) {
  const { errors } = useDocumentForm();
  const own = errors[path] ?? [];
  return own.length ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {own.join(" ")}
    </p>
  ) : null;
}

interface TextProps {
  path: string;
  label: string;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
  /** Empty text is stored as null (the field is optional). */
  nullable?: boolean;
  /** Empty text leaves the key out of the document (an optional key). */
  omitWhenEmpty?: boolean;
  /** The input's kind where the browser helps: a date, a month, a time, an email address. */
  type?: "text" | "date" | "month" | "time" | "email" | "url" | "tel";
}

export function TextField({ path, label, hint, rows, maxLength, nullable, omitWhenEmpty, type = "text" }: TextProps) {
  const { get, set } = useDocumentForm();
  const value = get(path);
  const empty = nullable ? null : omitWhenEmpty ? undefined : "";
  const onChange = (e: { target: { value: string } }) => set(path, e.target.value === "" ? empty : e.target.value);
  return (
    <FieldShell path={path} label={label} hint={hint} empty={empty}>
      {(a) =>
        rows ? (
          <textarea {...a} rows={rows} maxLength={maxLength} value={typeof value === "string" ? value : ""} onChange={onChange} />
        ) : (
          <input {...a} type={type} maxLength={maxLength} value={typeof value === "string" ? value : ""} onChange={onChange} />
        )
      }
    </FieldShell>
  );
}

/** The English words and, beside them, the German ones (empty German: the German page shows the English). */
export function BilingualField({ path, label, hint, rows, maxLength }: Omit<TextProps, "nullable" | "omitWhenEmpty">) {
  return (
    <fieldset className="min-w-0" data-path={path}>
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <TextField path={`${path}.en`} label="English" rows={rows} maxLength={maxLength} />
        <TextField
          path={`${path}.de`}
          label="German"
          rows={rows}
          maxLength={maxLength}
          nullable
          hint="Empty: the German page shows the English."
        />
      </div>
    </fieldset>
  );
}

export function CheckboxField({ path, label, hint }: { path: string; label: string; hint?: ReactNode }) {
  const { get, set } = useDocumentForm();
  const id = idOf(path);
  return (
    <div data-path={path}>
      <label htmlFor={id} className="flex items-center gap-3 text-sm font-medium text-slate-700">
        <input
          id={id}
          type="checkbox"
          checked={get(path) === true}
          onChange={(e) => set(path, e.target.checked)}
          className="h-4 w-4 accent-indigo-600"
        />
        {label}
      </label>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      <FieldErrors path={path} />
    </div>
  );
}

/** A number, or nothing (the key is left out of the document, or null with `nullable`). */
export function NumberField({
  path,
  label,
  hint,
  nullable,
  step = "any",
}: {
  path: string;
  label: string;
  hint?: ReactNode;
  nullable?: boolean;
  step?: string;
}) {
  const { get, set } = useDocumentForm();
  const value = get(path);
  return (
    <FieldShell path={path} label={label} hint={hint}>
      {(a) => (
        <input
          {...a}
          type="number"
          step={step}
          inputMode="decimal"
          value={typeof value === "number" ? value : ""}
          onChange={(e) => set(path, e.target.value === "" ? (nullable ? null : undefined) : Number(e.target.value))}
        />
      )}
    </FieldShell>
  );
}

/** An emptied list (one constant, so a field's memo holds). */
const NOTHING_CHOSEN: readonly never[] = [];

export interface Choice {
  value: string;
  label: string;
}

interface SelectProps {
  path: string;
  label: string;
  hint?: ReactNode;
  choices: readonly Choice[];
  /** The choice of none: stored as null, or with `omitWhenEmpty` left out of the document. */
  emptyLabel?: string;
  omitWhenEmpty?: boolean;
}

export function SelectField({ path, label, hint, choices, emptyLabel, omitWhenEmpty }: SelectProps) {
  const { get, set } = useDocumentForm();
  const value = get(path);
  return (
    <FieldShell path={path} label={label} hint={hint} empty={omitWhenEmpty ? undefined : null}>
      {(a) => (
        <select
          {...a}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => set(path, e.target.value === "" ? (omitWhenEmpty ? undefined : null) : e.target.value)}
        >
          {(emptyLabel || typeof value !== "string") && <option value="">{emptyLabel ?? "Choose…"}</option>}
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** Several of a closed list (services, tags, related studies), as ticks. */
export function ChoiceListField({
  path,
  label,
  hint,
  choices,
}: {
  path: string;
  label: string;
  hint?: ReactNode;
  choices: readonly Choice[];
}) {
  const { get, set } = useDocumentForm();
  const chosen = (get(path) as string[] | undefined) ?? [];
  const required = useIsRequired(path, NOTHING_CHOSEN);
  return (
    <fieldset className="min-w-0" data-path={path}>
      <legend className="text-sm font-medium text-slate-700">
        {label}
        <RequiredMark shown={required} />
      </legend>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <div
        className={`mt-2 flex flex-wrap gap-x-4 gap-y-2 ${choices.length > 8 ? "max-h-44 overflow-y-auto rounded-lg border border-slate-200 p-3" : ""}`}
      >
        {choices.map((c) => (
          <label key={c.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 accent-indigo-600"
              checked={chosen.includes(c.value)}
              onChange={(e) => set(path, e.target.checked ? [...chosen, c.value] : chosen.filter((v) => v !== c.value))}
            />
            {c.label}
          </label>
        ))}
      </div>
      <FieldErrors path={path} />
    </fieldset>
  );
}

/** Paragraphs or points, one box each, added and removed by hand. */
export function TextListField({
  path,
  label,
  itemLabel,
  rows,
  max,
}: {
  path: string;
  label: string;
  itemLabel: string;
  rows?: number;
  max: number;
}) {
  const { get, set } = useDocumentForm();
  const items = (get(path) as string[] | undefined) ?? [];
  const required = useIsRequired(path, NOTHING_CHOSEN);
  return (
    <fieldset className="min-w-0 space-y-3" data-path={path}>
      <legend className="text-sm font-medium text-slate-700">
        {label}
        <RequiredMark shown={required} />
      </legend>
      {items.map((_, index) => (
        // A row is its place in the list (its inputs are controlled, so removing one shifts no state).
        <div key={index} className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <TextField path={`${path}.${index}`} label={`${itemLabel} ${index + 1}`} rows={rows} />
          </div>
          <button
            type="button"
            className="btn btn-ghost mt-6 min-h-9 px-3 py-1.5"
            onClick={() =>
              set(
                path,
                items.filter((__, i) => i !== index),
              )
            }
            aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      {items.length < max && (
        <button type="button" className="btn btn-outline min-h-9 px-3 py-1.5" onClick={() => set(path, [...items, ""])}>
          Add {itemLabel.toLowerCase()}
        </button>
      )}
      <FieldErrors path={path} />
    </fieldset>
  );
}

/** Every field the last save refused, by its path: the fields themselves show the same words beside them. */
export function ErrorSummary() {
  const { errors, nameOf } = useDocumentForm();
  const paths = Object.keys(errors);
  if (!paths.length) return null;
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800" role="alert">
      <p className="font-semibold">{paths.length === 1 ? "One field needs" : `${paths.length} fields need`} attention:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {paths.map((path) => (
          <li key={path}>
            <a href={`#${idOf(path)}`} className="underline">
              {nameOf(path)}
            </a>
            : {errors[path]!.join(" ")}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useEffect, useId, useState, type ReactNode } from "react";

// Form controls of the calculator and the wizard. Every control has a `name`, so
// the same markup is a working form without JavaScript (docs/product-rules.md#lead-forms).

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200";

export function NumberField(props: {
  label: ReactNode;
  name: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  hint?: ReactNode;
  onChange(value: number): void;
}) {
  const id = useId();
  // What the visitor is typing; the selection only takes whole numbers in range.
  const [draft, setDraft] = useState(String(props.value));
  useEffect(() => setDraft(String(props.value)), [props.value]);
  const handleChange = (text: string) => {
    setDraft(text);
    const n = Number(text);
    if (text.trim() !== "" && Number.isInteger(n) && n >= props.min && n <= props.max) props.onChange(n);
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        value={draft}
        onChange={(e) => handleChange(e.target.value)}
        onBlur={() => setDraft(String(props.value))}
        className={inputClass}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
      />
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {props.hint}
        </p>
      )}
    </div>
  );
}

export function SelectField<T extends string>(props: {
  label: ReactNode;
  name: string;
  value: T;
  options: { value: T; label: string }[];
  onChange(value: T): void;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={props.hideLabel ? "sr-only" : "block text-sm font-medium text-slate-800"}>
        {props.label}
      </label>
      <select id={id} name={props.name} value={props.value} onChange={(e) => props.onChange(e.target.value as T)} className={inputClass}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: ReactNode;
}

/** A radio group drawn as cards (arrow keys move between them, as radios do). */
export function ChoiceCards<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange(value: T): void;
  columns?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{props.legend}</legend>
      <div className={`mt-2 grid gap-2 ${props.columns ?? "sm:grid-cols-3"}`}>
        {props.choices.map((c) => (
          <label
            key={c.value}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-300"
          >
            <input
              type="radio"
              name={props.name}
              value={c.value}
              checked={props.value === c.value}
              onChange={() => props.onChange(c.value)}
              className="mt-0.5 accent-indigo-600"
            />
            <span>
              <span className="block font-medium text-slate-900">{c.label}</span>
              {c.hint && <span className="block text-xs text-slate-600">{c.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function CheckboxField(props: {
  label: ReactNode;
  name: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        name={props.name}
        value={props.value ?? "1"}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
        className="h-4 w-4 accent-indigo-600"
      />
      <span>{props.label}</span>
    </label>
  );
}

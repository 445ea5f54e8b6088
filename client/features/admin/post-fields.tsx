import type { ReactNode } from "react";
import type { PostDraft } from "./post-draft";

export interface FieldProps {
  name: keyof PostDraft;
  label: string;
  hint?: ReactNode;
  errors?: string[];
  children: (attrs: { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean; className: string }) => ReactNode;
}

/** A labelled input with its hint and the server's errors for that field beside it. */
export function Field({ name, label, hint, errors, children }: FieldProps) {
  const id = `post-${name}`;
  const described = [hint ? `${id}-hint` : "", errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        "aria-describedby": described || undefined,
        "aria-invalid": errors?.length ? true : undefined,
        className: "admin-input mt-1",
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {errors?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** "42 / 60": a soft length guide for search-result titles and descriptions. */
export const lengthHint = (text: string, ideal: number, note: string) => `${text.length} / ${ideal} characters. ${note}`;

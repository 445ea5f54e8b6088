import { useId } from "react";
import { inputClass } from "./choice-fields";

export type FieldErrors = Record<string, string[] | undefined>;

/** A text input of a lead form, with its error shown beside it. */
export function LeadField(props: {
  label: string;
  name: "name" | "email" | "agencyName" | "phone";
  type?: "text" | "email" | "tel";
  autoComplete: string;
  isRequired?: boolean;
  defaultValue?: string;
  errors?: string[];
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
        {props.isRequired ? <span aria-hidden="true"> *</span> : <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required={props.isRequired}
        defaultValue={props.defaultValue}
        maxLength={props.name === "email" ? 254 : props.name === "phone" ? 50 : 200}
        aria-invalid={props.errors ? true : undefined}
        aria-describedby={props.errors ? errorId : undefined}
        className={inputClass}
      />
      {props.errors && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {props.errors.join(" ")}
        </p>
      )}
    </div>
  );
}

/** Field errors of an API answer ({ message, fieldErrors }), when it is one. */
export function fieldErrorsOf(bodyText: string): FieldErrors {
  try {
    const parsed = JSON.parse(bodyText) as { fieldErrors?: FieldErrors };
    return parsed.fieldErrors ?? {};
  } catch {
    return {};
  }
}

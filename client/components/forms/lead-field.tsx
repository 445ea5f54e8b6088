import { useId } from "react";
import { inputClass } from "./choice-fields";

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

/** Name, work email, agency and phone: the visitor's part of a lead whose other fields the page fills in. */
export function ContactDetailsFields(props: { values: Record<string, string>; fieldErrors: Record<string, string[]> }) {
  const { values, fieldErrors } = props;
  return (
    <>
      <LeadField label="Your name" name="name" autoComplete="name" isRequired defaultValue={values.name} errors={fieldErrors.name} />
      <LeadField label="Work email" name="email" type="email" autoComplete="email" isRequired defaultValue={values.email} errors={fieldErrors.email} />
      <LeadField label="Agency name" name="agencyName" autoComplete="organization" defaultValue={values.agencyName} errors={fieldErrors.agencyName} />
      <LeadField label="Phone" name="phone" type="tel" autoComplete="tel" defaultValue={values.phone} errors={fieldErrors.phone} />
    </>
  );
}

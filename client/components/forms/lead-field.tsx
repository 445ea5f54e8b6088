import { useId } from "react";
import { inputClass } from "./choice-fields";
import { useCopy } from "../../lib/region/use-copy";
import { FieldError, fieldProps } from "./field-error";

/** A text input of a lead form, with its error shown beside it. */
export function LeadField(props: {
  label: string;
  name: "name" | "email" | "agencyName" | "phone";
  type?: "text" | "email" | "tel";
  autoComplete: string;
  isRequired?: boolean;
  defaultValue?: string;
  fieldErrors: Record<string, string[]>;
}) {
  const formId = useId();
  const copy = useCopy();
  const field = fieldProps(formId, props.name, props.fieldErrors);
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800">
        {props.label}
        {props.isRequired ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className="font-normal text-slate-500"> {copy.common.optional}</span>
        )}
      </label>
      <input
        {...field}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required={props.isRequired}
        defaultValue={props.defaultValue}
        maxLength={props.name === "email" ? 254 : props.name === "phone" ? 50 : 200}
        className={inputClass}
      />
      <FieldError formId={formId} name={props.name} fieldErrors={props.fieldErrors} />
    </div>
  );
}

/** Name, work email, agency and phone: the visitor's part of a lead whose other fields the page fills in. */
export function ContactDetailsFields(props: { values: Record<string, string>; fieldErrors: Record<string, string[]> }) {
  const { values, fieldErrors } = props;
  const text = useCopy().leadFields;
  return (
    <>
      <LeadField label={text.yourName} name="name" autoComplete="name" isRequired defaultValue={values.name} fieldErrors={fieldErrors} />
      <LeadField
        label={text.workEmail}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        defaultValue={values.email}
        fieldErrors={fieldErrors}
      />
      <LeadField
        label={text.agencyName}
        name="agencyName"
        autoComplete="organization"
        defaultValue={values.agencyName}
        fieldErrors={fieldErrors}
      />
      <LeadField label={text.phone} name="phone" type="tel" autoComplete="tel" defaultValue={values.phone} fieldErrors={fieldErrors} />
    </>
  );
}

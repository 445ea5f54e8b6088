import { localizeApiMessage } from "../../../shared/i18n/api-messages";
import { useCopy } from "../../lib/region/use-copy";

/** id, name and ARIA wiring of an input whose error shows beside it (FieldError below). */
export function fieldProps(formId: string, name: string, fieldErrors: Record<string, string[]>) {
  const hasError = (fieldErrors[name]?.length ?? 0) > 0;
  return {
    id: `${formId}-${name}`,
    name,
    "aria-invalid": hasError || undefined,
    "aria-describedby": hasError ? fieldErrorId(formId, name) : undefined,
  };
}

export const fieldErrorId = (formId: string, name: string) => `${formId}-${name}-error`;

/** The server's message for one field, beside the field (linked by aria-describedby), in the visitor's language. */
export function FieldError({ formId, name, fieldErrors }: { formId: string; name: string; fieldErrors: Record<string, string[]> }) {
  const copy = useCopy();
  const messages = fieldErrors[name];
  if (!messages?.length) return null;
  return (
    <p id={fieldErrorId(formId, name)} className="mt-1 text-sm font-medium text-red-700">
      {messages.map((m) => localizeApiMessage(m, copy.apiMessages)).join(" ")}
    </p>
  );
}

/** The server's message for one field, beside the field (linked by aria-describedby). */
export function FieldError({ formId, name, fieldErrors }: { formId: string; name: string; fieldErrors: Record<string, string[]> }) {
  const messages = fieldErrors[name];
  if (!messages?.length) return null;
  return (
    <p id={`${formId}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
      {messages.join(" ")}
    </p>
  );
}

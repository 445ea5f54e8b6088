export const labelClass = "block text-sm font-medium text-slate-800";
export const fieldClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-indigo-500 aria-invalid:border-red-500 sm:text-sm";

/** An error shown beside its field (no-JavaScript posts come back with these). */
export function FieldError({ id, messages }: { id: string | undefined; messages: string[] | undefined }) {
  if (!id || !messages?.length) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {messages.join(" ")}
    </p>
  );
}

import type { z } from "zod/mini";

// Field names come from visitors, so the records that hold them have no prototype:
// "__proto__" or "constructor" is then a field like any other, named in the answer,
// never a setter or an inherited function.

export type FieldErrors = Record<string, string[]>;

/** An empty record for keys a visitor chose. */
export const visitorRecord = <V>(): Record<string, V> => Object.create(null) as Record<string, V>;

/** Each field's messages; a field the schema does not know (z.strictObject) gets `unknownMessage`. */
export function fieldErrorsOf(error: z.core.$ZodError, unknownMessage: string): FieldErrors {
  const fieldErrors = visitorRecord<string[]>();
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys" && issue.path.length === 0) {
      for (const key of issue.keys) fieldErrors[key] = [unknownMessage];
      continue;
    }
    const field = issue.path[0];
    if (field === undefined) continue;
    const name = String(field);
    fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
  }
  return fieldErrors;
}

/**
 * Each field's messages by its full path in a nested document ("story.en.title",
 * "figures.results.0.after.value"), for the staff editors, which mark the field itself.
 */
export function fieldErrorsByPath(error: z.core.$ZodError, unknownMessage: string): FieldErrors {
  const fieldErrors = visitorRecord<string[]>();
  const add = (name: string, message: string) => {
    fieldErrors[name] = [...(fieldErrors[name] ?? []), message];
  };
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add([...path, key].join("."), unknownMessage);
      continue;
    }
    add(path.length ? path.join(".") : "document", issue.message);
  }
  return fieldErrors;
}

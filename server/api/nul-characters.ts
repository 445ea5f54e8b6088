import type { RequestHandler } from "express";
import { HttpError } from "../http-error";
import { visitorRecord, type FieldErrors } from "../field-errors";

// A NUL character is never part of a name, a message or a post: it cuts strings
// short in C libraries, log pipelines and spreadsheet programs that later read the
// stored text. Every POST body is checked here, after parsing, and a field holding
// one (at any depth, or in its name) is refused with 400 naming it.

const NUL = "\u0000";
export const NUL_MESSAGE = "Must not contain NUL (\\u0000) characters";

/** Whether a parsed JSON or form value holds a NUL anywhere; iterative, so deep nesting cannot overflow the stack. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes(NUL)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item !== null && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes(NUL)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** The top-level fields of a parsed body that hold a NUL character. */
export function nulFieldErrors(body: unknown): FieldErrors {
  const errors = visitorRecord<string[]>();
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    if (holdsNul(body)) errors.body = [NUL_MESSAGE];
    return errors;
  }
  for (const [field, value] of Object.entries(body)) if (field.includes(NUL) || holdsNul(value)) errors[field] = [NUL_MESSAGE];
  return errors;
}

/** After a body parser: 400 naming each field that holds a NUL character. */
export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  const errors = nulFieldErrors(req.body);
  const fields = Object.keys(errors);
  if (fields.length > 0) throw new HttpError(400, `Invalid ${fields.join(", ")}`, errors);
  next();
};

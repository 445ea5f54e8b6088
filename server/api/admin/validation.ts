import type { z } from "zod/mini";
import { HttpError } from "../../http-error";
import { fieldErrorsOf } from "../../field-errors";
import { notFoundMessage, REQUEST_MESSAGES } from "../../../shared/i18n/api-messages";

/** Parses with a shared schema or throws 400 naming each bad field (the API's one error shape). */
export function parseOr400<S extends z.ZodMiniType>(schema: S, input: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data as z.infer<S>;
  const fieldErrors = fieldErrorsOf(parsed.error, REQUEST_MESSAGES.unknownField);
  const fields = Object.keys(fieldErrors);
  throw new HttpError(400, fields.length ? `Invalid ${fields.join(", ")}` : `Invalid ${what}`, fieldErrors);
}

/** A numeric id from the path, or 404 (no lead or post has any other kind of id). */
export function idParam(value: string | string[] | undefined, what: string): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,12}$/.test(text)) throw new HttpError(404, notFoundMessage(what));
  return Number(text);
}

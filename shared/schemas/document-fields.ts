import { z } from "zod/mini";
import { tooLongMessage } from "../i18n/api-messages";

// The field types the staff-edited documents share (./content-documents.ts, ./site-settings.ts):
// trimmed text with a limit, optional text stored as null when empty, a media-library image, and
// a list whose rows must differ in one key. Each names its own error, which the editors show by
// the field's path.

export const requiredText = (max: number, label: string) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, tooLongMessage(max)));

export const optionalText = (max: number) =>
  z.pipe(
    z.nullable(z.string().check(z.trim(), z.maxLength(max, tooLongMessage(max)))),
    z.transform((v) => (v ? v : null)),
  );

/** A media-library image, by id; null when none is chosen. */
export const mediaId = z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, "Choose an image from the media library")));

/** A check that no two rows of a list share `key`: the second is named by its path. */
export const distinctRows = <Row, K extends keyof Row>(key: K, message: string) =>
  z.superRefine<Row[]>((rows, ctx) => {
    const seen = new Set<unknown>();
    for (const [i, row] of rows.entries()) {
      if (seen.has(row[key])) ctx.addIssue({ code: "custom", message, path: [i, key as string], input: row[key] });
      seen.add(row[key]);
    }
  });

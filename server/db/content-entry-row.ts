import type { Selectable } from "kysely";
import type { z } from "zod/mini";
import {
  type ContentListItem,
  type ContentReference,
  type ContentStatus,
  contentDetail,
  contentLabel,
  contentPicture,
} from "../../shared/schemas/admin-content";
import { documentSchemas } from "../../shared/schemas/content-documents";
import type { EntryKind } from "../../shared/schemas/content-entry";
import type { Schema } from "./schema";

// A content_entries row as the staff API answers it, the document checks every write makes,
// and the refusals the writes throw (server/db/content-admin.queries.ts).

/** A write the rules refuse; `field` is the document path the staff screen marks. */
export class ContentRefusal extends Error {
  constructor(
    readonly reason: "slugTaken" | "slugRedirected" | "publicationNotAgreed" | "referenced",
    readonly field: string,
    readonly references: ContentReference[] = [],
  ) {
    super(reason);
  }
}

/** A stored document the current schema does not accept (it changed since the document was saved). */
export class ContentInvalid extends Error {
  constructor(readonly error: z.core.$ZodError) {
    super("invalid document");
  }
}

export type EntryRow = Selectable<Schema["content_entries"]>;

export const statusOf = (draft: string, published: string | null): ContentStatus =>
  published === null ? "draft" : published === draft ? "published" : "changed";

export function listItem(row: {
  id: number;
  kind: EntryKind;
  slug: string | null;
  sort_order: number;
  draft: string;
  published: string | null;
  updated_at: string;
  updated_by: string | null;
}): ContentListItem {
  const draft: unknown = JSON.parse(row.draft);
  return {
    id: row.id,
    kind: row.kind,
    label: contentLabel(row.kind, draft),
    detail: contentDetail(row.kind, draft),
    picture: contentPicture(row.kind, row.id, draft),
    status: statusOf(row.draft, row.published),
    slug: row.slug,
    sortOrder: row.sort_order,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The document as the kind's schema makes it (trimmed, empty text as null), or ContentInvalid. */
export function checkedDocument(kind: EntryKind, document: unknown): string {
  const parsed = documentSchemas[kind].safeParse(document);
  if (!parsed.success) throw new ContentInvalid(parsed.error);
  return JSON.stringify(parsed.data);
}

/** Slugs a document names: a testimonial's case study, a study's related studies. */
export function namedStudies(kind: EntryKind, json: string | null): string[] {
  if (!json || (kind !== "testimonial" && kind !== "case-study")) return [];
  const doc = JSON.parse(json) as { caseStudy?: string | null; related?: string[] };
  return kind === "testimonial" ? (doc.caseStudy ? [doc.caseStudy] : []) : (doc.related ?? []);
}

import express, { type Request } from "express";
import { notFoundMessage, REQUEST_MESSAGES, STAFF_API_MESSAGES } from "../../../shared/i18n/api-messages";
import { ContentOrderSchema, contentKindNames, isContentKind } from "../../../shared/schemas/admin-content";
import type { ContentKind } from "../../../shared/schemas/content-entry";
import { signedInAdmin } from "../../auth/signed-in-admin";
import type { ContentAdminQueries } from "../../db/content-admin.queries";
import { ContentInvalid, ContentRefusal } from "../../db/content-entry-row";
import { HttpError } from "../../http-error";
import type { Logger } from "../../logger";
import type { AuditLog } from "../../audit/audit-log";
import { fieldErrorsByPath } from "../field-errors";
import { refuseNulCharacters } from "../nul-characters";
import type { StaffRoutes } from "./staff-routes";
import { idParam, parseOr400 } from "./validation";

// The staff API for case studies, testimonials, team members and partners
// (docs/decisions/0025-content-in-the-database.md, "Staff screens"). Every write is one
// transaction in server/db/content-admin.queries.ts; the content_entries triggers move the
// content version, and onChange makes the page cache read it afresh.

const documentBody = express.json({ limit: "256kb" });
const smallBody = express.json({ limit: "16kb" });

const REFUSALS: Record<ContentRefusal["reason"], { status: number; message: string }> = {
  slugTaken: { status: 409, message: STAFF_API_MESSAGES.studySlugTaken },
  slugRedirected: { status: 409, message: STAFF_API_MESSAGES.studySlugRedirected },
  publicationNotAgreed: { status: 409, message: STAFF_API_MESSAGES.publicationNotAgreed },
  referenced: { status: 409, message: STAFF_API_MESSAGES.studyReferenced },
};

/** The document errors and rule refusals as the API's one error shape, naming each field by its path. */
export async function answering<T>(write: () => Promise<T>, status = 400): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ContentInvalid) {
      const fieldErrors = fieldErrorsByPath(error.error, REQUEST_MESSAGES.unknownField);
      throw new HttpError(status, STAFF_API_MESSAGES.contentInvalid, fieldErrors);
    }
    if (error instanceof ContentRefusal) {
      const { status: refusal, message } = REFUSALS[error.reason];
      const detail = error.references.length ? `${message} (${error.references.map((r) => r.label).join("; ")})` : message;
      throw new HttpError(refusal, detail, { [error.field]: [detail] });
    }
    throw error;
  }
}

function kindParam(req: Request): ContentKind {
  const kind = String(req.params.kind);
  if (!isContentKind(kind)) throw new HttpError(404, notFoundMessage("Content kind"));
  return kind;
}

const found = <T>(value: T | null, kind: ContentKind): T => {
  if (value === null) throw new HttpError(404, notFoundMessage(contentKindNames[kind]));
  return value;
};

/** What the routes of documents kept in content_entries need: the content here, the site settings (./settings.routes.ts). */
export interface EntryRouteDeps {
  content: ContentAdminQueries;
  logger: Logger;
  audit: AuditLog;
  /** A write happened: pages read the content version afresh. */
  onChange: () => void;
}

export function registerContentRoutes(routes: StaffRoutes, deps: EntryRouteDeps): void {
  const { content, logger, audit, onChange } = deps;
  const entryId = (req: Request, kind: ContentKind) => idParam(req.params.id, contentKindNames[kind]);
  const staff = (res: express.Response) => signedInAdmin(res).email;
  const logged = (res: express.Response, kind: ContentKind, entry: number, what: string) => {
    onChange();
    logger.info({ adminId: signedInAdmin(res).id, kind, entryId: entry }, `content ${what}`);
  };

  routes.get("/content/:kind", "content", async (req, res) => {
    res.json(await content.list(kindParam(req)));
  });

  routes.post("/content/:kind", "content", documentBody, refuseNulCharacters, async (req, res) => {
    const kind = kindParam(req);
    const entry = await answering(() => content.create(kind, req.body, staff(res)));
    logged(res, kind, entry.id, "created");
    res.status(201).json(entry);
  });

  routes.put("/content/:kind/order", "content", smallBody, refuseNulCharacters, async (req, res) => {
    const kind = kindParam(req);
    const { ids } = parseOr400(ContentOrderSchema, req.body, "order");
    if (!(await content.reorder(kind, ids)))
      throw new HttpError(400, STAFF_API_MESSAGES.orderIncomplete, { ids: [STAFF_API_MESSAGES.orderIncomplete] });
    onChange();
    logger.info({ adminId: signedInAdmin(res).id, kind }, "content reordered");
    res.json(await content.list(kind));
  });

  routes.get("/content/:kind/:id", "content", async (req, res) => {
    const kind = kindParam(req);
    res.json(found(await content.get(kind, entryId(req, kind)), kind));
  });

  routes.get("/content/:kind/:id/revisions", "content", async (req, res) => {
    const kind = kindParam(req);
    res.json(found(await content.get(kind, entryId(req, kind)), kind).revisions);
  });

  routes.put("/content/:kind/:id/draft", "content", documentBody, refuseNulCharacters, async (req, res) => {
    const kind = kindParam(req);
    const id = entryId(req, kind);
    const entry = found(await answering(() => content.saveDraft(kind, id, req.body, staff(res))), kind);
    logged(res, kind, id, "draft saved");
    res.json(entry);
  });

  routes.post("/content/:kind/:id/publish", "content", async (req, res) => {
    const kind = kindParam(req);
    const id = entryId(req, kind);
    // The stored draft no longer fits the schema (its limits changed): 422, not the client's fault.
    const entry = found(await answering(() => content.publish(kind, id, staff(res)), 422), kind);
    logged(res, kind, id, "published");
    await audit.byStaff(req, signedInAdmin(res))("content-published", `${kind} ${id}`);
    res.json(entry);
  });

  routes.post("/content/:kind/:id/unpublish", "content", async (req, res) => {
    const kind = kindParam(req);
    const id = entryId(req, kind);
    const entry = found(await content.unpublish(kind, id, staff(res)), kind);
    logged(res, kind, id, "unpublished");
    await audit.byStaff(req, signedInAdmin(res))("content-unpublished", `${kind} ${id}`);
    res.json(entry);
  });

  routes.post("/content/:kind/:id/revisions/:revision/restore", "content", async (req, res) => {
    const kind = kindParam(req);
    const id = entryId(req, kind);
    const revision = idParam(req.params.revision, "Revision");
    const entry = await answering(() => content.restore(kind, id, revision, staff(res)), 422);
    if (!entry) throw new HttpError(404, notFoundMessage("Revision"));
    logged(res, kind, id, "revision restored");
    res.json(entry);
  });

  routes.delete("/content/:kind/:id", "content", async (req, res) => {
    const kind = kindParam(req);
    const id = entryId(req, kind);
    if (!(await answering(() => content.remove(kind, id)))) found(null, kind);
    logged(res, kind, id, "deleted");
    res.status(204).end();
  });
}

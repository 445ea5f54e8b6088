import express, { type Request, type Response, type Router } from "express";
import {
  LEADS_PAGE_SIZE,
  LeadFilterSchema,
  LeadNoteInputSchema,
  LeadStatusUpdateSchema,
  type LeadDetail,
  type LeadFilter,
  type LeadPage,
} from "../../../shared/schemas/admin-leads";
import { signedInAdmin } from "../../auth/admin-auth";
import type { LeadsAdminQueries } from "../../db/leads-admin.queries";
import { HttpError } from "../../http-error";
import type { Logger } from "../../logger";
import { csvRecord } from "./csv";
import { idParam, parseOr400 } from "./validation";

// The leads inbox API. Every route here sits behind the admin session.

const jsonBody = express.json({ limit: "16kb" });

function filterFrom(req: Request) {
  // Empty form fields ("status=") mean "any", not an invalid value.
  const query = Object.fromEntries(Object.entries(req.query).filter(([, v]) => v !== ""));
  const input = parseOr400(LeadFilterSchema, query, "filter");
  const filter: LeadFilter = {
    q: input.q,
    formType: input.formType,
    source: input.source,
    region: input.region,
    status: input.status,
    from: input.from,
    to: input.to,
  };
  return { filter, page: Number(input.page ?? 1), pageSize: Number(input.pageSize ?? LEADS_PAGE_SIZE) };
}

export function createLeadListHandler(leads: LeadsAdminQueries) {
  return (req: Request, res: Response) => {
    const { filter, page, pageSize } = filterFrom(req);
    const { items, total } = leads.search(filter, page, pageSize);
    const body: LeadPage = { items, total, page, pageSize, formTypes: leads.formTypes(), sources: leads.sources() };
    res.json(body);
  };
}

export function registerLeadRoutes(router: Router, deps: { leads: LeadsAdminQueries; logger: Logger }): void {
  const { leads, logger } = deps;

  router.get("/leads", createLeadListHandler(leads));

  // RFC 4180 with formula neutralisation (csv.ts); the current filter, every column, no paging.
  router.get("/leads/export.csv", (req, res) => {
    const { filter } = filterFrom(req);
    const date = new Date().toISOString().slice(0, 10);
    res.setHeader("Content-Type", "text/csv; charset=utf-8; header=present");
    res.setHeader("Content-Disposition", `attachment; filename="leads-${date}.csv"`);
    // A byte-order mark, so spreadsheet programs read the names as UTF-8.
    res.write(`\uFEFF${csvRecord(leads.columns())}`);
    let count = 0;
    for (const row of leads.exportRows(filter)) {
      res.write(csvRecord(Object.values(row)));
      count++;
    }
    res.end();
    logger.info({ adminId: signedInAdmin(res).id, rows: count }, "leads exported");
  });

  router.get("/leads/:id", (req, res) => {
    const detail: LeadDetail | null = leads.getDetail(idParam(req.params.id, "Lead"));
    if (!detail) throw new HttpError(404, "Lead not found");
    res.json(detail);
  });

  router.patch("/leads/:id", jsonBody, (req, res) => {
    const id = idParam(req.params.id, "Lead");
    const { status } = parseOr400(LeadStatusUpdateSchema, req.body, "status");
    if (!leads.setStatus(id, status)) throw new HttpError(404, "Lead not found");
    logger.info({ adminId: signedInAdmin(res).id, leadId: id, status }, "lead status changed");
    res.json(leads.getDetail(id));
  });

  router.post("/leads/:id/notes", jsonBody, (req, res) => {
    const id = idParam(req.params.id, "Lead");
    const { body } = parseOr400(LeadNoteInputSchema, req.body, "note");
    if (!leads.getDetail(id)) throw new HttpError(404, "Lead not found");
    res.status(201).json(leads.addNote(id, signedInAdmin(res).email, body));
  });

  // Erasure requests: the lead and its notes are gone for good.
  router.delete("/leads/:id", (req, res) => {
    const id = idParam(req.params.id, "Lead");
    if (!leads.delete(id)) throw new HttpError(404, "Lead not found");
    logger.info({ adminId: signedInAdmin(res).id, leadId: id }, "lead deleted");
    res.status(204).end();
  });
}

import express, { type Request, type Response } from "express";
import {
  LEADS_PAGE_SIZE,
  LeadFilterSchema,
  LeadNoteInputSchema,
  type LeadDetail,
  type LeadFilter,
  type LeadPage,
} from "../../../shared/schemas/admin-leads";
import { dealCurrencyForRegion, LeadStatusUpdateSchema, toMinorUnits } from "../../../shared/lead-stages/stage-change";
import { signedInAdmin } from "../../auth/signed-in-admin";
import type { LeadsAdminQueries } from "../../db/leads-admin.queries";
import type { LeadStageQueries } from "../../db/lead-stages.queries";
import type { OutboxQueries } from "../../db/outbox.queries";
import type { LeadStore } from "../../delivery/store-lead";
import type { MailDirectory } from "../../mail/mail-directory";
import { HttpError } from "../../http-error";
import type { Logger } from "../../logger";
import type { AuditLog } from "../../audit/audit-log";
import type { Db } from "../../db/connection";
import { erasedDetail, eraseLeads } from "../../db/lead-erasure.queries";
import { csvRecord } from "./csv";
import { refuseNulCharacters } from "../nul-characters";
import type { StaffRoutes } from "./staff-routes";
import { idParam, parseOr400 } from "./validation";
import { notFoundMessage, STAFF_API_MESSAGES } from "../../../shared/i18n/api-messages";
import type { CurrencyCode } from "../../../shared/pricing/currency";

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
    spam: input.spam,
    trafficSource: input.trafficSource,
    campaign: input.campaign,
    from: input.from,
    to: input.to,
    minScore: input.minScore === undefined ? undefined : Number(input.minScore),
    sort: input.sort,
  };
  return { filter, page: Number(input.page ?? 1), pageSize: Number(input.pageSize ?? LEADS_PAGE_SIZE) };
}

export function createLeadListHandler(leads: LeadsAdminQueries) {
  return async (req: Request, res: Response) => {
    const { filter, page, pageSize } = filterFrom(req);
    const [{ items, total }, formTypes, sources, trafficSources, campaigns] = await Promise.all([
      leads.search(filter, page, pageSize),
      leads.formTypes(),
      leads.sources(),
      leads.trafficSources(),
      leads.campaigns(),
    ]);
    const body: LeadPage = { items, total, page, pageSize, formTypes, sources, trafficSources, campaigns };
    res.json(body);
  };
}

export interface LeadRoutesDeps {
  leads: LeadsAdminQueries;
  stages: LeadStageQueries;
  outbox: OutboxQueries;
  mailDirectory: MailDirectory;
  /** Queues a restored lead's deliveries (inside the restore's transaction) and wakes the worker. */
  store: Pick<LeadStore, "enqueueDeliveriesForLead" | "wake">;
  logger: Logger;
  audit: AuditLog;
  db: Db;
}

export function registerLeadRoutes(routes: StaffRoutes, deps: LeadRoutesDeps): void {
  const { leads, stages, outbox, store, logger, audit } = deps;
  const leadTarget = (id: number) => `lead ${id}`;

  /** The lead as the detail view shows it, with its deliveries and discount code; null when there is no such lead. */
  const detailOf = async (id: number): Promise<LeadDetail | null> => {
    const record = await leads.getDetail(id);
    if (!record) return null;
    const code = record.fields.find((f) => f.column === "discount_code")?.value;
    return {
      ...record,
      deliveries: await outbox.forLead(id),
      discountCode: typeof code === "string" ? code : null,
      stages: await stages.history(id),
    };
  };

  routes.get("/leads", "leadData", createLeadListHandler(leads));

  // RFC 4180 with formula neutralisation (csv.ts); the current filter, every column, no paging.
  routes.get("/leads/export.csv", "leadData", async (req, res) => {
    const { filter } = filterFrom(req);
    const columns = await leads.columns();
    const date = new Date().toISOString().slice(0, 10);
    res.setHeader("Content-Type", "text/csv; charset=utf-8; header=present");
    res.setHeader("Content-Disposition", `attachment; filename="leads-${date}.csv"`);
    // A byte-order mark, so spreadsheet programs read the names as UTF-8.
    res.write(`\uFEFF${csvRecord(columns)}`);
    let count = 0;
    for await (const row of leads.exportRows(filter)) {
      res.write(csvRecord(Object.values(row)));
      count++;
    }
    // Recorded before the response ends: a client holding the whole file finds the entry.
    const admin = signedInAdmin(res);
    logger.info({ adminId: admin.id, rows: count }, "leads exported");
    await audit.byStaff(req, admin)("leads-exported", null, { file: `leads-${date}.csv`, rows: count });
    res.end();
  });

  // The detail page: who opened which lead is in the audit trail (repeated views within minutes count once).
  routes.get("/leads/:id", "leadData", async (req, res) => {
    const id = idParam(req.params.id, "Lead");
    const detail = await detailOf(id);
    if (!detail) throw new HttpError(404, notFoundMessage("Lead"));
    await audit.view(req, signedInAdmin(res), "lead-viewed", leadTarget(id));
    res.json(detail);
  });

  // "Restore" on a lead held as spam: it becomes a real lead and its deliveries are
  // queued in the same transaction. Restoring a real lead changes nothing (a second click).
  routes.post("/leads/:id/restore", "leadData", async (req, res) => {
    const id = idParam(req.params.id, "Lead");
    const outcome = await leads.restoreFromSpam(id, (tx, leadId) => store.enqueueDeliveriesForLead(tx, leadId));
    if (outcome === "not-found") throw new HttpError(404, notFoundMessage("Lead"));
    if (outcome === "restored") {
      // The jobs are committed: the worker may send them now.
      store.wake();
      logger.info({ adminId: signedInAdmin(res).id, leadId: id }, "lead restored from spam");
      await audit.byStaff(req, signedInAdmin(res))("lead-restored", leadTarget(id));
    }
    res.json(await detailOf(id));
  });

  routes.patch("/leads/:id", "leadData", jsonBody, refuseNulCharacters, async (req, res) => {
    const id = idParam(req.params.id, "Lead");
    const { status, value, currency } = parseOr400(LeadStatusUpdateSchema, req.body, "status");
    const admin = signedInAdmin(res);
    let won: { valueMinor: number; currency: CurrencyCode } | undefined;
    if (status === "won") {
      // A won deal without its value could not be sent to the ad platforms: ask for it.
      if (value === undefined) throw new HttpError(400, "Invalid value", { value: [STAFF_API_MESSAGES.dealValueMissing] });
      const region = (await leads.getDetail(id))?.lead.region;
      won = { valueMinor: toMinorUnits(value), currency: currency ?? dealCurrencyForRegion(region ?? null) };
    }
    const change = await stages.change(id, { status, won, changedBy: admin.email });
    if (!change) throw new HttpError(404, notFoundMessage("Lead"));
    logger.info({ adminId: admin.id, leadId: id, status }, "lead status changed");
    if (change.isChanged) await audit.byStaff(req, admin)("lead-stage-changed", leadTarget(id), { from: change.from, to: status });
    res.json(await detailOf(id));
  });

  routes.post("/leads/:id/notes", "leadData", jsonBody, refuseNulCharacters, async (req, res) => {
    const id = idParam(req.params.id, "Lead");
    const { body } = parseOr400(LeadNoteInputSchema, req.body, "note");
    if (!(await leads.getDetail(id))) throw new HttpError(404, notFoundMessage("Lead"));
    res.status(201).json(await leads.addNote(id, signedInAdmin(res).email, body));
  });

  // Erasure requests: the lead, its notes, its deliveries and the emails written about it are gone for good.
  // The audit trail keeps how many rows went, never what they held.
  routes.delete("/leads/:id", "leadData", async (req, res) => {
    const id = idParam(req.params.id, "Lead");
    const rows = await eraseLeads(deps.db, [id]);
    if (rows.leads === 0) throw new HttpError(404, notFoundMessage("Lead"));
    const emails = await deps.mailDirectory.deleteForLead(id);
    const admin = signedInAdmin(res);
    logger.info({ adminId: admin.id, leadId: id, emails }, "lead deleted");
    await audit.byStaff(req, admin)("lead-erased", leadTarget(id), erasedDetail(rows, emails));
    res.status(204).end();
  });
}

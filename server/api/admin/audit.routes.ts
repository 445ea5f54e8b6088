import type { Request } from "express";
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage } from "../../../shared/admin/audit-actions";
import { AuditFilterSchema, type AuditFilter } from "../../../shared/schemas/admin-audit";
import type { AuditLog } from "../../audit/audit-log";
import { signedInAdmin } from "../../auth/signed-in-admin";
import type { AuditQueries } from "../../db/audit.queries";
import { csvRecord } from "./csv";
import type { StaffRoutes } from "./staff-routes";
import { parseOr400 } from "./validation";

// The audit trail for owners (docs/decisions/0032-staff-roles-audit-retention-passkeys.md): the
// entries newest first with filters, and the same filter as a CSV file (./csv.ts, formula-safe).

function filterFrom(req: Request): { filter: AuditFilter; page: number } {
  // Empty form fields ("action=") mean "any".
  const query = Object.fromEntries(Object.entries(req.query).filter(([, v]) => v !== ""));
  const { page, ...filter } = parseOr400(AuditFilterSchema, query, "filter");
  return { filter, page: Number(page ?? 1) };
}

const CSV_COLUMNS = ["time", "who", "action", "what it means", "target", "detail", "network"];

const csvRow = (entry: AuditEntry) =>
  csvRecord([
    entry.at,
    entry.actorEmail ?? "the site",
    entry.action,
    AUDIT_ACTIONS[entry.action],
    entry.target,
    entry.detail === null ? null : JSON.stringify(entry.detail),
    entry.ip,
  ]);

export function registerAuditRoutes(routes: StaffRoutes, deps: { entries: AuditQueries; audit: AuditLog }): void {
  const { entries, audit } = deps;

  routes.get("/audit", "ownerOnly", async (req, res) => {
    const { filter, page } = filterFrom(req);
    const [{ items, total }, actors] = await Promise.all([entries.search(filter, page, AUDIT_PAGE_SIZE), entries.actors()]);
    const body: AuditPage = { items, total, page, pageSize: AUDIT_PAGE_SIZE, actors };
    res.json(body);
  });

  routes.get("/audit/export.csv", "ownerOnly", async (req, res) => {
    const { filter } = filterFrom(req);
    const file = `audit-trail-${new Date().toISOString().slice(0, 10)}.csv`;
    res.setHeader("Content-Type", "text/csv; charset=utf-8; header=present");
    res.setHeader("Content-Disposition", `attachment; filename="${file}"`);
    // A byte-order mark, so spreadsheet programs read the names as UTF-8.
    res.write(`\uFEFF${csvRecord(CSV_COLUMNS)}`);
    let rows = 0;
    for await (const entry of entries.exportRows(filter)) {
      res.write(csvRow(entry));
      rows++;
    }
    // After the rows, before the response ends: the export is in the trail, not in its own file.
    await audit.byStaff(req, signedInAdmin(res))("audit-exported", null, { file, rows });
    res.end();
  });
}

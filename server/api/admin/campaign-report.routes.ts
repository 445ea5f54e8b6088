import type { Request, Response } from "express";
import { LEAD_STATUSES } from "../../../shared/admin/lead-status";
import { LANDING_MESSAGES, localizeStaffMessage } from "../../../shared/i18n/landing-messages";
import { type CampaignReport, DEFAULT_REPORT_DAYS, MAX_REPORT_DAYS, type ReportCounts } from "../../../shared/landing/campaign-report";
import type { Interval } from "../../../shared/landing/report-stats";
import { CampaignReportQuerySchema } from "../../../shared/schemas/campaign-report-query";
import { applyVariantAction, type VariantAction, variantActions } from "../../../shared/landing/variant-actions";
import { DEAL_CURRENCIES, fromMinorUnits } from "../../../shared/lead-stages/stage-change";
import type { AuditLog } from "../../audit/audit-log";
import { signedInAdmin } from "../../auth/signed-in-admin";
import type { CampaignReportQueries } from "../../db/campaign-report.queries";
import type { ContentAdminQueries } from "../../db/content-admin.queries";
import { ContentRefusal } from "../../db/content-entry-row";
import { HttpError } from "../../http-error";
import { buildCampaignReport } from "../../landing/campaign-report";
import type { Logger } from "../../logger";
import { answering, staffLanguage } from "./content.routes";
import { csvRecord } from "./csv";
import type { StaffRoutes } from "./staff-routes";
import { idParam, parseOr400 } from "./validation";

// The campaign report (docs/decisions/0039-landing-pages.md): GET /campaign-report (JSON) and
// /campaign-report.csv (the same table), and a running test's variants stopped, run again or
// promoted from it. Refusals name their field in the staff member's language. The report counts
// leads and sums won deals, so it is for the roles that see lead data; a variant's stop, run or
// promotion publishes the page, which sales may not, so those are the owner's ("Who may do what"
// in the decision record).

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The period and page a request asks for: the last 30 days by default, at most 366. */
function periodOf(req: Request, now: Date) {
  const language = staffLanguage(req);
  const refuse = (field: string, message: string): never => {
    const text = localizeStaffMessage(message, language);
    throw new HttpError(400, text, { [field]: [text] });
  };
  const query = parseOr400(CampaignReportQuerySchema, req.query, "report");
  const to = query.to ?? dayOf(now.getTime());
  const from = query.from ?? dayOf(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_REPORT_DAYS - 1) * DAY_MS);
  if (Number.isNaN(Date.parse(`${from}T00:00:00Z`))) refuse("from", LANDING_MESSAGES.dateFormat);
  if (Number.isNaN(Date.parse(`${to}T00:00:00Z`))) refuse("to", LANDING_MESSAGES.dateFormat);
  if (from > to) refuse("from", LANDING_MESSAGES.periodOrder);
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_REPORT_DAYS) refuse("from", LANDING_MESSAGES.periodTooLong);
  return { from, to, pageId: query.page === undefined ? null : Number(query.page) };
}

const decimal = (value: number | null | undefined, digits: number) => (value === null || value === undefined ? "" : value.toFixed(digits));
const interval = (i: Interval | null, digits: number) => [decimal(i?.value, digits), decimal(i?.low, digits), decimal(i?.high, digits)];
const money = (minor: number | null | undefined) => (minor === null || minor === undefined ? "" : fromMinorUnits(Math.round(minor)));

const CSV_HEADER = [
  "page_id",
  "slug",
  "row",
  "variant",
  "variant_name",
  "variant_state",
  "utm_campaign",
  "utm_source",
  "click_source",
  "views",
  "leads",
  ...LEAD_STATUSES.map((s) => `leads_${s}`),
  "lead_rate",
  "lead_rate_low",
  "lead_rate_high",
  "won_rate",
  "won_rate_low",
  "won_rate_high",
  ...DEAL_CURRENCIES.flatMap((c) => [`won_value_${c}`, `value_per_view_${c}`, `value_per_view_${c}_low`, `value_per_view_${c}_high`]),
  "beats_all_on_leads",
  "beats_all_on_won",
];

const countsCells = (c: ReportCounts) => [
  c.views,
  c.leads,
  ...LEAD_STATUSES.map((s) => c.byStage[s]),
  ...interval(c.rate, 6),
  ...interval(c.wonRate, 6),
  ...DEAL_CURRENCIES.flatMap((cur) => {
    const v = c.valuePerView[cur];
    return [money(c.wonMinor[cur]), money(v?.value), money(v?.low), money(v?.high)];
  }),
];

/** The report's table as CSV: each variant's totals ("variant"), then its rows by campaign ("segment"). */
export function campaignReportCsv(report: CampaignReport): string {
  let csv = csvRecord(CSV_HEADER);
  for (const page of report.pages) {
    for (const v of page.variants) {
      csv += csvRecord([
        page.id,
        page.slug,
        "variant",
        v.key,
        v.name,
        v.state,
        "",
        "",
        "",
        ...countsCells(v),
        decimal(v.beatsAllOnLeads, 6),
        decimal(v.beatsAllOnWon, 6),
      ]);
      for (const s of page.segments.filter((row) => row.variant === v.key)) {
        csv += csvRecord([
          page.id,
          page.slug,
          "segment",
          s.variant,
          v.name,
          v.state,
          s.utmCampaign,
          s.utmSource,
          s.clickSource,
          ...countsCells(s),
          "",
          "",
        ]);
      }
    }
  }
  return csv;
}

export function registerCampaignReportRoutes(
  routes: StaffRoutes,
  deps: {
    report: CampaignReportQueries;
    content: ContentAdminQueries;
    logger: Logger;
    audit: AuditLog;
    onChange: () => void;
    now?: () => Date;
  },
): void {
  const read = async (req: Request) => {
    const { from, to, pageId } = periodOf(req, deps.now?.() ?? new Date());
    const [pages, views, leads, wonDeals] = await Promise.all([
      deps.report.pages(pageId),
      deps.report.views(from, to, pageId),
      deps.report.leads(from, to, pageId),
      deps.report.wonDeals(from, to, pageId),
    ]);
    return buildCampaignReport({ from, to, pages, views, leads, wonDeals });
  };

  routes.get("/campaign-report", "leadData", async (req, res) => {
    res.json(await read(req));
  });

  routes.get("/campaign-report.csv", "leadData", async (req, res: Response) => {
    const report = await read(req);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="campaign-report-${report.from}-to-${report.to}.csv"`);
    res.send(campaignReportCsv(report));
  });

  routes.post("/campaign-report/:page/variants/:key/:action", "ownerOnly", async (req, res) => {
    const id = idParam(req.params.page, "Landing page");
    const key = String(req.params.key);
    const action = String(req.params.action) as VariantAction;
    if (!variantActions.includes(action))
      throw new HttpError(404, localizeStaffMessage(LANDING_MESSAGES.unknownVariant, staffLanguage(req)));
    const entry = await answering(
      () =>
        deps.content.changeLive(
          "landing-page",
          id,
          (doc) => {
            const result = applyVariantAction(doc, key, action);
            return result.ok ? result.document : new ContentRefusal(result.reason, "variant");
          },
          signedInAdmin(res).email,
        ),
      400,
      req,
    );
    if (!entry) throw new HttpError(404, localizeStaffMessage(LANDING_MESSAGES.notLandingPage, staffLanguage(req)));
    deps.onChange();
    deps.logger.info({ adminId: signedInAdmin(res).id, entryId: id, variant: key, action }, "landing variant changed");
    await deps.audit.byStaff(req, signedInAdmin(res))("content-published", `landing-page ${id}`, { variant: key, action });
    res.json(entry);
  });
}

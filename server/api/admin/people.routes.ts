import express, { type Request } from "express";
import { notFoundMessage, STAFF_API_MESSAGES } from "../../../shared/i18n/api-messages";
import {
  type ConsentRecord,
  PersonErasureSchema,
  type PersonLeadRecord,
  PersonQuerySchema,
  type PersonRecord,
  type PersonSummary,
} from "../../../shared/schemas/person-data";
import type { Brand } from "../../../shared/brand";
import type { AuditLog } from "../../audit/audit-log";
import { signedInAdmin } from "../../auth/signed-in-admin";
import type { Db } from "../../db/connection";
import { countRows, erasedDetail, eraseLeads } from "../../db/lead-erasure.queries";
import { createPersonDataQueries } from "../../db/person-data.queries";
import { HttpError } from "../../http-error";
import type { MailDirectory } from "../../mail/mail-directory";
import { refuseNulCharacters } from "../nul-characters";
import type { StaffRoutes } from "./staff-routes";
import { parseOr400 } from "./validation";

// Subject access and erasure by person (GDPR Art. 15 and 17; docs/decisions/0032-staff-roles-audit-retention-passkeys.md),
// for the roles that see lead data. A person is their email address, in any case; the staff
// screen may start from one of their leads. The audit trail keeps which leads and how many rows,
// never the address.

const jsonBody = express.json({ limit: "2kb" });

export interface PeopleRoutesDeps {
  db: Db;
  mailDirectory: MailDirectory;
  audit: AuditLog;
  brand: Brand;
  siteUrl: string;
}

export function registerPeopleRoutes(routes: StaffRoutes, deps: PeopleRoutesDeps): void {
  const { db, mailDirectory, audit } = deps;
  const people = createPersonDataQueries(db);
  const leadsTarget = (ids: readonly number[]) => (ids.length === 0 ? null : `leads ${ids.join(", ")}`);

  /** The person a request names: by ?email=, or by the email of ?lead=. */
  async function personOf(req: Request): Promise<string> {
    const query = Object.fromEntries(Object.entries(req.query).filter(([, v]) => v !== ""));
    const { email, lead } = parseOr400(PersonQuerySchema, query, "person");
    if (email) return email.trim().toLowerCase();
    if (!lead) throw new HttpError(400, "Invalid email", { email: [STAFF_API_MESSAGES.personEmailMissing] });
    const found = await people.emailOfLead(Number(lead));
    if (!found) throw new HttpError(404, notFoundMessage("Lead"));
    return found.trim().toLowerCase();
  }

  async function summaryOf(email: string): Promise<PersonSummary> {
    const leads = await people.leadsOf(email);
    const ids = leads.map((l) => l.id);
    const emails = (await mailDirectory.idsForLeads(ids)).length;
    return { email, leads, counts: { leads: leads.length, ...(await countRows(db, ids)), emails } };
  }

  routes.get("/people", "leadData", async (req, res) => {
    res.json(await summaryOf(await personOf(req)));
  });

  // Everything stored about the person, as one JSON file.
  routes.get("/people/record.json", "leadData", async (req, res) => {
    const email = await personOf(req);
    const leads = await people.leadsOf(email);
    const records: PersonLeadRecord[] = [];
    for (const lead of leads) {
      const emails = [];
      for (const id of await mailDirectory.idsForLeads([lead.id])) {
        const mail = await mailDirectory.read(id);
        if (mail) emails.push({ id, date: mail.date, from: mail.from, to: mail.to, subject: mail.subject, text: mail.text });
      }
      records.push({ ...(await people.recordOfLead(lead.id)), emails });
    }
    const record: PersonRecord = {
      about: email,
      producedAt: new Date().toISOString(),
      controller: { name: deps.brand.legalName, email: deps.brand.email, website: deps.siteUrl },
      leads: records,
      consentRecords: records.flatMap(consentRecordsOf),
    };
    const ids = leads.map((l) => l.id);
    await audit.byStaff(req, signedInAdmin(res))("person-exported", leadsTarget(ids), {
      leads: ids.length,
      emails: records.reduce((sum, r) => sum + r.emails.length, 0),
    });
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="personal-data-${record.producedAt.slice(0, 10)}.json"`);
    res.send(JSON.stringify(record, null, 2));
  });

  // One confirmed step: every lead of the person and everything that hangs on them, and their emails.
  routes.post("/people/erase", "leadData", jsonBody, refuseNulCharacters, async (req, res) => {
    const { email, confirm } = parseOr400(PersonErasureSchema, req.body, "erasure");
    const person = email.trim().toLowerCase();
    if (confirm.trim().toLowerCase() !== person)
      throw new HttpError(400, "Invalid confirm", { confirm: [STAFF_API_MESSAGES.personConfirmDiffers] });
    const ids = (await people.leadsOf(person)).map((l) => l.id);
    const rows = await eraseLeads(db, ids);
    const emails = await mailDirectory.deleteForLeads(ids);
    await audit.byStaff(req, signedInAdmin(res))("person-erased", leadsTarget(ids), erasedDetail(rows, emails));
    res.json({ ...rows, emails });
  });
}

function consentRecordsOf(record: PersonLeadRecord): ConsentRecord[] {
  const leadId = Number(record.fields.id);
  const consent: ConsentRecord[] = [];
  const adUserData = record.fields.ad_user_data_consent;
  if (typeof adUserData === "string")
    consent.push({ leadId, kind: "ad user data", value: adUserData, recordedAt: String(record.fields.created_at) });
  const subscription = record.newsletterSubscription;
  if (subscription) {
    const value = subscription.unsubscribedAt ? "unsubscribed" : subscription.confirmedAt ? "confirmed" : "unconfirmed";
    consent.push({
      leadId,
      kind: "newsletter",
      value,
      recordedAt: subscription.unsubscribedAt ?? subscription.confirmedAt ?? subscription.subscribedAt,
    });
  }
  return consent;
}

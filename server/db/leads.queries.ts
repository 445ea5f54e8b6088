import type { Lead } from "../../shared/schemas/lead";
import type { Db } from "./connection";

export interface LeadContext {
  userAgent: string | null;
  referrerPage: string | null;
}

export interface StoredLead extends Lead {
  id: number;
  createdAt: string;
  userAgent: string | null;
  referrerPage: string | null;
}

interface LeadRow {
  id: number;
  created_at: string;
  contact_form_type: Lead["contactFormType"];
  name: string | null;
  email: string;
  company: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  source: string | null;
  region: Lead["region"] | null;
  inquiry_type: string | null;
  preferred_contact: string | null;
  country: string | null;
  top_priority: string | null;
  agency_name: string | null;
  coupon_code: string | null;
  services_selected: string | null;
  budget: string | null;
  user_agent: string | null;
  referrer_page: string | null;
}

const orUndefined = <T>(v: T | null): T | undefined => (v === null ? undefined : v);

function toLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    createdAt: row.created_at,
    contactFormType: row.contact_form_type,
    name: orUndefined(row.name),
    email: row.email,
    company: orUndefined(row.company),
    phone: orUndefined(row.phone),
    service: orUndefined(row.service),
    message: orUndefined(row.message),
    source: orUndefined(row.source),
    region: orUndefined(row.region),
    inquiry_type: orUndefined(row.inquiry_type),
    preferred_contact: orUndefined(row.preferred_contact),
    country: orUndefined(row.country),
    topPriority: orUndefined(row.top_priority),
    agencyName: orUndefined(row.agency_name),
    couponCode: row.coupon_code,
    servicesSelected: row.services_selected,
    budget: orUndefined(row.budget),
    userAgent: row.user_agent,
    referrerPage: row.referrer_page,
  };
}

export function createLeadQueries(db: Db) {
  const insert = db.prepare(
    `INSERT INTO leads (created_at, contact_form_type, name, email, company, phone, service, message, source, region,
       inquiry_type, preferred_contact, country, top_priority, agency_name, coupon_code, services_selected, budget,
       user_agent, referrer_page)
     VALUES (@createdAt, @contactFormType, @name, @email, @company, @phone, @service, @message, @source, @region,
       @inquiry_type, @preferred_contact, @country, @topPriority, @agencyName, @couponCode, @servicesSelected, @budget,
       @userAgent, @referrerPage)`,
  );
  const byId = db.prepare<[number], LeadRow>(`SELECT * FROM leads WHERE id = ?`);

  return {
    /** Stores a validated lead; with synchronous=FULL it is on disk when this returns. */
    insert(lead: Lead, context: LeadContext, now = new Date()): number {
      const result = insert.run({
        createdAt: now.toISOString(),
        contactFormType: lead.contactFormType,
        name: lead.name ?? null,
        email: lead.email,
        company: lead.company ?? null,
        phone: lead.phone ?? null,
        service: lead.service ?? null,
        message: lead.message ?? null,
        source: lead.source ?? null,
        region: lead.region ?? null,
        inquiry_type: lead.inquiry_type ?? null,
        preferred_contact: lead.preferred_contact ?? null,
        country: lead.country ?? null,
        topPriority: lead.topPriority ?? null,
        agencyName: lead.agencyName ?? null,
        couponCode: lead.couponCode ?? null,
        servicesSelected: lead.servicesSelected ?? null,
        budget: lead.budget ?? null,
        userAgent: context.userAgent,
        referrerPage: context.referrerPage,
      });
      return Number(result.lastInsertRowid);
    },
    getById(id: number): StoredLead | null {
      const row = byId.get(id);
      return row ? toLead(row) : null;
    },
  };
}
export type LeadQueries = ReturnType<typeof createLeadQueries>;

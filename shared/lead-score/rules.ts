import { isFreeMail } from "./free-mail-domains";

// Which leads to call first (docs/decisions/0026-ads-conversion-loop.md). One typed
// rule set: each rule adds (or takes) points for one thing the stored lead shows, and
// the words staff read next to them. A lead is scored once, when it is stored
// (server/db/leads.queries.ts), and keeps that score with RULES_VERSION: changing a
// rule means raising the version, and leads stored before keep what they were given.

export const RULES_VERSION = 1;

/** What the rules look at: the stored lead's own fields and where the visit came from. */
export interface ScoredLead {
  email: string;
  company: string | null;
  agencyName: string | null;
  phone: string | null;
  service: string | null;
  servicesSelected: string | null;
  budget: string | null;
  utmMedium: string | null;
  /** Any ad network's click id (gclid, gbraid, wbraid, msclkid, fbclid) was on the landing page. */
  hasClickId: boolean;
}

export interface ScoreRule {
  id: string;
  points: number;
  /** What staff read next to the points, e.g. "+20 business email domain". */
  reason: string;
  applies(lead: ScoredLead): boolean;
}

const filled = (value: string | null): boolean => value !== null && value.trim() !== "";

/** Forms fill an unanswered company with these words; they name no company. */
const NO_COMPANY = new Set(["", "not provided", "unknown", "n/a", "none", "-"]);
const namesCompany = (lead: ScoredLead): boolean =>
  [lead.company, lead.agencyName].some((name) => name !== null && !NO_COMPANY.has(name.trim().toLowerCase()));

/** utm_medium values the ad platforms' auto-tagging and common manual tagging use for paid clicks. */
const PAID_MEDIUMS = new Set(["cpc", "ppc", "paid", "paidsearch", "paid_search", "paid-social", "paid_social", "display", "cpm"]);

export const SCORE_RULES: readonly ScoreRule[] = [
  { id: "business-email", points: 20, reason: "business email domain", applies: (lead) => !isFreeMail(lead.email) },
  {
    id: "service-and-sub-services",
    points: 15,
    reason: "chose a service and sub-services",
    applies: (lead) => filled(lead.service) && filled(lead.servicesSelected),
  },
  {
    id: "paid-click",
    points: 10,
    reason: "came from a paid click",
    applies: (lead) => lead.hasClickId || PAID_MEDIUMS.has(lead.utmMedium?.trim().toLowerCase() ?? ""),
  },
  { id: "named-company", points: 10, reason: "named their company", applies: namesCompany },
  { id: "gave-budget", points: 10, reason: "gave a budget", applies: (lead) => filled(lead.budget) },
  { id: "gave-phone", points: 5, reason: "left a phone number", applies: (lead) => filled(lead.phone) },
  {
    id: "free-mail-no-company",
    points: -30,
    reason: "free-mail address and no company",
    applies: (lead) => isFreeMail(lead.email) && !namesCompany(lead),
  },
];

/** One rule that applied, as stored with the lead. */
export interface ScoreReason {
  rule: string;
  points: number;
}

export interface LeadScore {
  score: number;
  reasons: ScoreReason[];
  rulesVersion: number;
}

export function scoreLead(lead: ScoredLead, rules: readonly ScoreRule[] = SCORE_RULES): LeadScore {
  const reasons = rules.filter((rule) => rule.applies(lead)).map((rule) => ({ rule: rule.id, points: rule.points }));
  return { score: reasons.reduce((sum, r) => sum + r.points, 0), reasons, rulesVersion: RULES_VERSION };
}

/** The words of a stored reason ("+20 business email domain"); a rule since removed shows its id. */
export function reasonText(reason: ScoreReason): string {
  const words = SCORE_RULES.find((rule) => rule.id === reason.rule)?.reason ?? reason.rule;
  return `${reason.points > 0 ? "+" : ""}${reason.points} ${words}`;
}

/** The stored JSON of score_reasons, read back; anything unreadable is no reasons. */
export function parseScoreReasons(json: string | null): ScoreReason[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (r): r is ScoreReason => typeof r === "object" && r !== null && typeof r.rule === "string" && typeof r.points === "number",
    );
  } catch {
    return [];
  }
}

import { claimsEn } from "../i18n/pages/claims.en";
import { securityEn } from "../i18n/pages/security.en";
import type { SiteSettingsDocument } from "../schemas/site-settings";
import { CLAIM_FRESH_DAYS, isCountable } from "./claims";

// What staff should look at in the site settings (docs/decisions/0040-site-settings.md): a
// certification that ended has left the public panel and must be renewed or removed; a claim or an
// audit dated more than a year ago should be checked. The staff overview lists these for the
// published settings, the settings editor for the draft. Each names the field by its path, as the
// editor's errors do, so the screen can lead to it.

export interface SettingsWarning {
  /** The field, by its path in the document ("security.certifications.1.validUntil"). */
  path: string;
  /** "warning": visitors no longer see it, or it is stale; "notice": it will change or lacks a date. */
  level: "warning" | "notice";
  message: string;
}

/** A certification that ends within this many days is announced. */
export const CERTIFICATION_NOTICE_DAYS = 60;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** A month ("2025-01") counts from its last day. */
const lastDayOf = (monthOrDay: string) =>
  monthOrDay.length === 10
    ? monthOrDay
    : new Date(Date.UTC(Number(monthOrDay.slice(0, 4)), Number(monthOrDay.slice(5, 7)), 0)).toISOString().slice(0, 10);

export function settingsWarnings(doc: SiteSettingsDocument, today: string): SettingsWarning[] {
  const warnings: SettingsWarning[] = [];
  for (const [i, c] of doc.security.certifications.entries()) {
    const name = securityEn.certifications[c.id].name;
    const path = `security.certifications.${i}`;
    if (c.validUntil && c.validUntil < today) {
      warnings.push({ path: `${path}.validUntil`, level: "warning", message: `${name} ended ${c.validUntil}: renew or remove` });
    } else if (c.validFrom && today < c.validFrom) {
      warnings.push({
        path: `${path}.validFrom`,
        level: "notice",
        message: `${name} starts ${c.validFrom}: the site shows it from that day`,
      });
    } else if (c.validUntil && daysBetween(today, c.validUntil) <= CERTIFICATION_NOTICE_DAYS) {
      const days = daysBetween(today, c.validUntil);
      const when = days === 0 ? "today" : `in ${days} day${days === 1 ? "" : "s"}`;
      warnings.push({
        path: `${path}.validUntil`,
        level: "notice",
        message: `${name} ends ${c.validUntil} (${when}): renew it before then`,
      });
    }
  }
  if (doc.security.lastAudit && daysBetween(lastDayOf(doc.security.lastAudit), today) > CLAIM_FRESH_DAYS) {
    warnings.push({
      path: "security.lastAudit",
      level: "warning",
      message: `The last audit (${doc.security.lastAudit}) is more than a year ago: enter the latest one`,
    });
  }
  const undated: string[] = [];
  for (const [i, claim] of doc.claims.entries()) {
    if (claim.value === null && isCountable(claim.key)) continue;
    const label = `“${claim.value} ${claimsEn.labels[claim.key].toLowerCase()}”`;
    if (claim.asOf === null) undated.push(label);
    else if (daysBetween(claim.asOf, today) > CLAIM_FRESH_DAYS)
      warnings.push({
        path: `claims.${i}.asOf`,
        level: "warning",
        message: `${label} is dated ${claim.asOf}, more than a year ago: check it, then update its figure and date or remove it`,
      });
  }
  if (undated.length > 0)
    warnings.push({
      path: "claims",
      level: "notice",
      message: `${undated.length === 1 ? "One claim has" : `${undated.length} claims have`} no date: ${undated.join(", ")}. Add when each was true.`,
    });
  // What visitors no longer see, or see stale, comes before what will change.
  return [...warnings.filter((w) => w.level === "warning"), ...warnings.filter((w) => w.level === "notice")];
}

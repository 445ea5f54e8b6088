import { ATTRIBUTION_FIELDS, ATTRIBUTION_KEYS } from "../schemas/lead-attribution";
import { MATCH_PARAM, VARIANT_PARAM } from "./landing-params";
import { variantFromCookies } from "./variant-keys";

// The rules of a landing page's address that the server, the staff screens and the browser
// share (docs/decisions/0039-landing-pages.md): the message-match parameter and its values, the
// variants' keys and weights, and the cookie that keeps a consenting visitor's variant.

/** A page's own parameter: a short lower-case name. */
export const PARAM_NAME_PATTERN = /^[a-z][a-z0-9_]{0,29}$/;

/**
 * Names a page may not declare: the site's own parameters, the ad platforms' click ids and tags
 * (they never split the page cache: docs/decisions/0002-page-cache.md), and what analytics tools add.
 */
const RESERVED = new Set([
  MATCH_PARAM,
  VARIANT_PARAM,
  "preview",
  "submitted",
  "subscription",
  ...ATTRIBUTION_KEYS.filter((key) => ATTRIBUTION_FIELDS[key].inUrl).map((key) => ATTRIBUTION_FIELDS[key].name),
  "gad_source",
  "gad_campaignid",
  "dclid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "srsltid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
]);
export const isReservedParam = (name: string): boolean => RESERVED.has(name) || name.startsWith("utm_");

/** A listed value: lower case, as an ad's keyword insertion writes it once lower-cased. */
export const MATCH_VALUE_PATTERN = /^[a-z0-9](?:[a-z0-9 _-]{0,58}[a-z0-9])?$/;

/**
 * A value from a visitor's address as it is compared with the listed ones: "+" and "%20" are
 * spaces, case and repeated spaces do not count. Null when it cannot be decoded.
 */
export function normalizeMatchValue(raw: string): string | null {
  let text: string;
  try {
    text = decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return null;
  }
  return text.trim().replace(/\s+/g, " ").toLowerCase().slice(0, 60);
}

/**
 * The listed value a query (its `name=value` pairs as sent: shared/visit-query.ts queryPairs) gives
 * the page's parameter: the first occurrence, compared as normalizeMatchValue says; null when it is
 * absent or not listed.
 */
export function matchFromPairs(
  pairs: readonly string[],
  match: { param: string; values: { has(value: string): boolean } } | null,
): string | null {
  if (!match) return null;
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    if ((eq === -1 ? pair : pair.slice(0, eq)) !== match.param) continue;
    const value = normalizeMatchValue(eq === -1 ? "" : pair.slice(eq + 1));
    return value !== null && match.values.has(value) ? value : null;
  }
  return null;
}

/** The variant a visitor sees: the one their consented cookie keeps while it runs, else one drawn by the weights. */
export function chooseVariant(
  cookieHeader: string | undefined,
  pageId: number,
  running: readonly WeightedVariant[],
  random: () => number,
): string | null {
  const kept = variantFromCookies(cookieHeader, pageId);
  return kept && running.some((v) => v.key === kept) ? kept : pickVariant(running, random());
}

export interface WeightedVariant {
  key: string;
  weight: number;
}

/**
 * The variant `random` (from [0, 1)) falls on when each running variant gets its weight's share;
 * when every running weight is 0, each gets an equal share. Null when none runs.
 */
export function pickVariant(running: readonly WeightedVariant[], random: number): string | null {
  if (running.length === 0) return null;
  const total = running.reduce((sum, v) => sum + v.weight, 0);
  const shares = total > 0 ? running.map((v) => v.weight / total) : running.map(() => 1 / running.length);
  let edge = 0;
  for (const [i, variant] of running.entries()) {
    edge += shares[i]!;
    if (random < edge) return variant.key;
  }
  return running.at(-1)!.key;
}

import type { RegionCode } from "../constants";
import { regionInfo } from "../content/regions";
import { formatMoney, formatShownPrice } from "./currency";
import type { Estimate, EstimateLine } from "./estimate";
import { type EstimateWords, estimateEn } from "../i18n/pages/estimate.en";
import { PRICED_SERVICES, type PricedService } from "./selection";

// The text a 'Get this quote' lead carries (the selection and the totals
// in the message), the same for the JavaScript and the plain-form path.

export const SERVICE_LABELS: Record<PricedService, string> = {
  seo: "SEO",
  "google-ads": "Google Ads",
  "web-development": "Web development",
  "ai-development": "AI development",
  "dedicated-resources": "Dedicated resources",
};

export const CALCULATOR_PATH = "/pricing-calculator";
/** Label of the message line that links back to the estimate (also read to restore it). */
export const ESTIMATE_LINK_LABEL = "Estimate link";

const per = (line: Pick<EstimateLine, "cadence">) => (line.cadence === "monthly" ? "/month" : " one-off");

/** "2 extra campaigns (15% of the Growth fee per campaign; 2 × £90): ≈ £180/month", marked where converted as on the page. */
export function lineText(line: EstimateLine, region: RegionCode): string {
  const parts = [line.detail, line.each !== undefined ? `${formatMoney(line.each, region)} each` : undefined].filter(Boolean);
  const amount = formatShownPrice(line, region);
  return `${line.label}${parts.length > 0 ? ` (${parts.join("; ")})` : ""}: ${amount}${per(line)}`;
}

/** "£1,270/month + £900 one-off" (the lead's budget field; in a page's words, "1.090 €/Monat + 775 € einmalig"). */
export function totalsText(estimate: Estimate, region: RegionCode, words: Pick<EstimateWords, "perMonth" | "oneOff"> = estimateEn): string {
  const parts: string[] = [];
  if (estimate.monthlyTotal !== 0 || estimate.oneOffTotal === 0)
    parts.push(`${formatMoney(estimate.monthlyTotal, region)}${words.perMonth}`);
  if (estimate.oneOffTotal !== 0) parts.push(`${formatMoney(estimate.oneOffTotal, region)}${words.oneOff}`);
  return parts.join(" + ");
}

export const serviceNames = (services: readonly PricedService[]) => services.map((s) => SERVICE_LABELS[s]).join(", ");

/** "SEO: Growth SEO package; Google Ads: Growth management" (the lead's servicesSelected field). */
export function selectionSummary(estimate: Estimate): string {
  return PRICED_SERVICES.flatMap((service) => {
    const first = estimate.lines.find((l) => l.service === service);
    return first ? [`${SERVICE_LABELS[service]}: ${first.label}`] : [];
  }).join("; ");
}

export function quoteMessage(estimate: Estimate, region: RegionCode, estimateUrl: string): string {
  const out = ["Pricing calculator quote request", "", `Estimate in ${estimate.currency} (${regionInfo[region].name}):`];
  for (const service of PRICED_SERVICES) {
    const lines = estimate.lines.filter((l) => l.service === service);
    if (lines.length === 0) continue;
    out.push(SERVICE_LABELS[service], ...lines.map((l) => `- ${lineText(l, region)}`));
  }
  out.push(
    "",
    `Monthly total: ${formatMoney(estimate.monthlyTotal, region)}/month`,
    `One-off total: ${formatMoney(estimate.oneOffTotal, region)}`,
    `First year: ${formatMoney(estimate.firstYearTotal, region)}`,
    "",
    `${ESTIMATE_LINK_LABEL}: ${estimateUrl}`,
  );
  return out.join("\n");
}

/**
 * The query string of a link a message carries ("<label>: https://site/path?x=1"),
 * when it points at `path`. A plain form post that failed validation comes back
 * without the page's query string; the link in its message restores what the visitor chose.
 */
export function searchFromMessageLink(message: string | undefined, label: string, path: string): string | null {
  if (!message) return null;
  const prefix = `${label}: `;
  const line = message.split("\n").find((l) => l.startsWith(prefix));
  if (!line) return null;
  try {
    const url = new URL(line.slice(prefix.length).trim(), "http://localhost");
    return url.pathname === path ? url.search : null;
  } catch {
    return null;
  }
}

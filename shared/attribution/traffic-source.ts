import { ATTRIBUTION_FIELDS, ATTRIBUTION_KEYS, type LeadAttribution } from "../schemas/lead-attribution";

// One word per lead for "where did it come from", as the overview groups and the
// inbox filters it: the utm_source the campaign set, else the ad network its click
// id belongs to, else the referring site's host, else "(direct)". A lead without
// any attribution (sent before it was recorded, or by a script) has none (null).

export const DIRECT_SOURCE = "(direct)";

/** A visit that carries several click ids counts for the search network before the social one. */
const NETWORK_PRECEDENCE = ["google", "bing", "facebook"];

/** Each click id and its ad network, search networks first (a stable sort keeps gclid before gbraid and wbraid). */
const CLICK_ID_NETWORKS = ATTRIBUTION_KEYS.flatMap((key) => {
  const network = ATTRIBUTION_FIELDS[key].clickIdOf;
  return network ? [[key, network] as const] : [];
}).sort(([, a], [, b]) => NETWORK_PRECEDENCE.indexOf(a) - NETWORK_PRECEDENCE.indexOf(b));

/** The ad network whose click id the visit carries (google, bing, facebook), or null: a campaign report groups by it. */
export function clickSourceOf(attribution: LeadAttribution | null): string | null {
  if (!attribution) return null;
  for (const [key, network] of CLICK_ID_NETWORKS) if (attribution[key]) return network;
  return null;
}

/** Each click id's field name (its leads column) and network, in the order clickSourceOf tries them. */
export const CLICK_ID_SOURCES: readonly { column: string; network: string }[] = CLICK_ID_NETWORKS.map(([key, network]) => ({
  column: ATTRIBUTION_FIELDS[key].name,
  network,
}));

export function trafficSourceOf(attribution: LeadAttribution | null): string | null {
  if (!attribution) return null;
  const utmSource = attribution.utmSource?.trim().toLowerCase();
  if (utmSource) return utmSource;
  const clickSource = clickSourceOf(attribution);
  if (clickSource) return clickSource;
  if (attribution.referrer) {
    try {
      return new URL(attribution.referrer).hostname.replace(/^www\./, "").toLowerCase();
    } catch {
      // a stored referrer is always a URL (clean-attribution.ts); nothing to group by otherwise
    }
  }
  return DIRECT_SOURCE;
}

import { DEFAULT_TIME_ZONE, isTimeZone } from "./conversion-settings";

// The time zone of the conversion files as staff type it: an IANA name in any case
// ("europe/london"), or the place it is named after ("London", "New York"), resolved to the IANA
// name the ad platforms read; a list of every zone to choose from. The runtime's own list
// (Intl.supportedValuesOf) is the one both the browser and the server check against.

/** Every zone this runtime knows, by its IANA name, with the files' default first. */
export function timeZoneNames(): string[] {
  return [DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}

const placeKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
/** "America/Argentina/Buenos_Aires" → "buenos aires". */
const placeOf = (zone: string) => placeKey(zone.slice(zone.lastIndexOf("/") + 1));

export type ResolvedTimeZone = { zone: string } | { error: string };

export function resolveTimeZone(text: string, zones: readonly string[] = timeZoneNames()): ResolvedTimeZone {
  const typed = text.trim();
  if (!typed) return { error: "Choose a time zone, e.g. Europe/London or Etc/UTC." };
  const exact = zones.find((zone) => zone.toLowerCase() === typed.toLowerCase());
  if (exact) return { zone: exact };
  if (/^(utc|gmt|z)$/i.test(typed)) return { zone: DEFAULT_TIME_ZONE };
  // Another spelling of a zone the runtime knows ("Asia/Kolkata" where its list says "Asia/Calcutta").
  if (typed.includes("/") && isTimeZone(typed)) {
    return { zone: new Intl.DateTimeFormat("en-US", { timeZone: typed }).resolvedOptions().timeZone };
  }
  const key = placeKey(typed);
  const named = zones.filter((zone) => zone.includes("/") && placeOf(zone) === key);
  if (named.length === 1) return { zone: named[0]! };
  if (named.length > 1) return { error: `More than one time zone is named ${typed}: ${named.join(", ")}. Choose one.` };
  const near = zones.filter((zone) => zone.includes("/") && placeOf(zone).startsWith(key)).slice(0, 3);
  return {
    error: near.length
      ? `No time zone is named "${typed}". Did you mean ${near.join(" or ")}?`
      : `No time zone is named "${typed}". Choose one from the list, e.g. Europe/London.`,
  };
}

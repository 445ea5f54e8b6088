import { z } from "zod";
import { WEEKDAYS, type BusinessHours, type RegionContactSettings, type Weekday } from "../shared/brand";
import { REGIONS, type RegionCode } from "../shared/constants";
import type { Brand } from "../shared/brand";
import type { SiteSettingsDocument } from "../shared/schemas/site-settings";

// Each region's contacts (docs/decisions/0016-regions-as-addresses.md): REGION_<CODE>_PHONE,
// _EMAIL, _BOOKING_URL, _HOURS and _TIME_ZONE for US, UK and DE. Unset (or empty) means the
// brand's own value; a bad value stops start-up naming the variable (server/env.ts).
// They are the seed of the site settings (docs/decisions/0040-site-settings.md): a new database's
// settings start from them, and from then on staff keep the contacts there. A variable that
// disagrees with the settings later is reported at start (`variablesSettingsOverrule`).

const FIELDS = ["PHONE", "EMAIL", "BOOKING_URL", "HOURS", "TIME_ZONE"] as const;
type Field = (typeof FIELDS)[number];
const variable = (region: RegionCode, field: Field) => `REGION_${region}_${field}`;

const DAY_CODES: Record<string, Weekday> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};
const DAY = "(Mo|Tu|We|Th|Fr|Sa|Su)";
const TIME = "([01]\\d|2[0-3]):([0-5]\\d)";
const HOURS_PATTERN = new RegExp(`^${DAY}(?:-${DAY})? ${TIME}-${TIME}$`);

/** "Mo-Fr 09:00-18:00" or "Sa 10:00-14:00" → the days and the hours; null when it is not that form. */
function parseBusinessHours(value: string): BusinessHours | null {
  const m = HOURS_PATTERN.exec(value.trim());
  if (!m) return null;
  const first = WEEKDAYS.indexOf(DAY_CODES[m[1]!]!);
  const last = m[2] ? WEEKDAYS.indexOf(DAY_CODES[m[2]]!) : first;
  const opens = `${m[3]}:${m[4]}`;
  const closes = `${m[5]}:${m[6]}`;
  if (last < first || closes <= opens) return null;
  return { days: WEEKDAYS.slice(first, last + 1), opens, closes };
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
}

const unsetOr = <T>(name: string, check: (v: string) => T | null, rule: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      const v = raw?.trim();
      if (!v) return undefined;
      const value = check(v);
      if (value === null) {
        ctx.addIssue({ code: "custom", message: `${name} ${rule}, got "${v}"` });
        return z.NEVER;
      }
      return value;
    });

const isEmail = (v: string) => z.email().safeParse(v).success;
const isHttpUrl = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

function fieldSchema(region: RegionCode, field: Field) {
  const name = variable(region, field);
  switch (field) {
    case "PHONE":
      return unsetOr(name, (v) => (/^\+?[\d ()./-]{5,30}$/.test(v) ? v : null), "must be a phone number such as +44 20 7946 0321");
    case "EMAIL":
      return unsetOr(name, (v) => (isEmail(v) ? v : null), "must be an email address");
    case "BOOKING_URL":
      return unsetOr(name, (v) => (isHttpUrl(v) ? v : null), "must be an absolute http(s) URL");
    case "HOURS":
      return unsetOr(name, parseBusinessHours, 'must be days and hours such as "Mo-Fr 09:00-18:00"');
    case "TIME_ZONE":
      return unsetOr(name, (v) => (isTimeZone(v) ? v : null), "must be a time zone such as Europe/London");
  }
}

/** The REGION_* variables, for server/env.ts's schema. */
export const RegionContactsEnvSchema = Object.fromEntries(
  REGIONS.flatMap((region) => FIELDS.map((field) => [variable(region, field), fieldSchema(region, field)])),
) as Record<string, ReturnType<typeof fieldSchema>>;

type ParsedRegionContacts = Record<string, unknown>;

/** What each region sets of its own (only the variables that are set). */
export function regionContactsFrom(parsed: ParsedRegionContacts): Partial<Record<RegionCode, Partial<RegionContactSettings>>> {
  const out: Partial<Record<RegionCode, Partial<RegionContactSettings>>> = {};
  for (const region of REGIONS) {
    const get = <T>(field: Field) => parsed[variable(region, field)] as T | undefined;
    const own: Partial<RegionContactSettings> = {
      phone: get<string>("PHONE"),
      email: get<string>("EMAIL"),
      bookingUrl: get<string>("BOOKING_URL"),
      hours: get<BusinessHours>("HOURS"),
      timeZone: get<string>("TIME_ZONE"),
    };
    const set = Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined)) as Partial<RegionContactSettings>;
    if (Object.keys(set).length > 0) out[region] = set;
  }
  return out;
}

/**
 * The contact variables set in `brand` (server/env.ts) whose value the published site settings no
 * longer share: pages show the settings', so start-up says the variable only seeds a new database.
 */
export function variablesSettingsOverrule(brand: Brand, settings: SiteSettingsDocument): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const names: string[] = [];
  for (const region of REGIONS) {
    const own = brand.regionContacts[region] ?? {};
    const stored = settings.contacts.regions[region];
    const pairs: [Field, unknown, unknown][] = [
      ["PHONE", own.phone, stored.phone],
      ["EMAIL", own.email, stored.email],
      ["BOOKING_URL", own.bookingUrl, stored.bookingUrl],
      ["HOURS", own.hours, stored.hours],
      ["TIME_ZONE", own.timeZone, stored.timeZone],
    ];
    for (const [field, set, kept] of pairs) if (set !== undefined && !same(set, kept)) names.push(variable(region, field));
  }
  return names;
}

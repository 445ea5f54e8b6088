import { createHash } from "node:crypto";
import {
  CONVERSION_WINDOW_DAYS,
  type ConversionFile,
  type ConversionSettings,
  type LeftOutReason,
} from "../../../shared/conversions/conversion-settings";
import { fromMinorUnits } from "../../../shared/lead-stages/stage-change";
import type { StageReached } from "../../db/conversions.queries";
import { csvRecord } from "./csv";

// The ad platforms' upload files, row by row (docs/decisions/0026-ads-conversion-loop.md
// says which documentation each follows). Pure functions: the routes stream what these return.
// Every line is a csvRecord (./csv.ts), formula-safe like every CSV the product writes; no valid
// value of these columns starts like a formula, so the platforms read them unchanged
// (0026 says why, column by column).

// One formatter per zone: each holds native ICU memory, which a formatter per row would pile up until a GC.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** "2026-03-01 14:05:09": the wall-clock time in `timeZone`, as Google's template's TimeZone parameter expects. */
export function timeInZone(iso: string, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")}`;
}

/** "4/1/2020 6:50:54 PM" in UTC: the Conversion Time of Microsoft's bulk file. */
export function microsoftTime(iso: string): string {
  const d = new Date(iso);
  const hours = d.getUTCHours();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${hours % 12 || 12}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${hours < 12 ? "AM" : "PM"}`;
}

/**
 * Google's normalisation of an email before hashing: surrounding spaces removed, lower
 * case, and for gmail.com and googlemail.com addresses the dots of the name removed.
 */
export function normaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const name = address.slice(0, at);
  return domain === "gmail.com" || domain === "googlemail.com" ? `${name.replace(/\./g, "")}@${domain}` : address;
}

export const hashEmail = (email: string): string => createHash("sha256").update(normaliseEmail(email)).digest("hex");

const consentCell = (consent: StageReached["adUserDataConsent"]) =>
  consent === "granted" ? "Granted" : consent === "denied" ? "Denied" : null;

/** A lead in a file: its row, a reason it is left out, or "elsewhere" (it belongs in a sibling file). */
export type Placement = { row: (string | null)[] } | { leftOut: LeftOutReason } | "elsewhere";

export interface FileFormat {
  fileName: string;
  /** The lines before the rows (the TimeZone parameter, the header). */
  head(settings: ConversionSettings): string;
  place(event: StageReached, settings: ConversionSettings, now: number): Placement;
}

const GOOGLE_COLUMNS = [
  "Conversion Name",
  "Conversion Time",
  "Conversion Value",
  "Conversion Currency",
  "Ad User Data",
  "Ad Personalization",
];
const googleHead = (idColumns: string[]) => (settings: ConversionSettings) =>
  csvRecord([`Parameters:TimeZone=${settings.timeZone}`]) + csvRecord([...idColumns, ...GOOGLE_COLUMNS]);

const isTooOld = (event: StageReached, now: number) => now - Date.parse(event.leadCreatedAt) > CONVERSION_WINDOW_DAYS * 86_400_000;
const value = (event: StageReached) => (event.valueMinor === null ? null : fromMinorUnits(event.valueMinor));

/** The columns every Google row ends with; both consent columns follow the one signal recorded (ad_user_data follows marketing consent, as ad_personalization does). */
const googleTail = (event: StageReached, settings: ConversionSettings) => [
  settings.names[event.stage],
  timeInZone(event.reachedAt, settings.timeZone),
  value(event),
  event.currency,
  consentCell(event.adUserDataConsent),
  consentCell(event.adUserDataConsent),
];

export const FILE_FORMATS: Record<ConversionFile, FileFormat> = {
  "google-ads": {
    fileName: "google-ads-conversions.csv",
    head: googleHead(["Google Click ID"]),
    place(event, settings, now) {
      if (!event.gclid) return event.gbraid || event.wbraid ? "elsewhere" : { leftOut: "no-click-id" };
      if (isTooOld(event, now)) return { leftOut: "too-old" };
      return { row: [event.gclid, ...googleTail(event, settings)] };
    },
  },
  "google-ads-braid": {
    fileName: "google-ads-conversions-gbraid-wbraid.csv",
    head: googleHead(["GBRAID", "WBRAID"]),
    place(event, settings, now) {
      // A lead with a gclid is in the gclid file; a row here has exactly one id.
      if (event.gclid) return "elsewhere";
      if (!event.gbraid && !event.wbraid) return { leftOut: "no-click-id" };
      if (isTooOld(event, now)) return { leftOut: "too-old" };
      const ids = event.gbraid ? [event.gbraid, null] : [null, event.wbraid];
      return { row: [...ids, ...googleTail(event, settings)] };
    },
  },
  "google-ads-enhanced": {
    fileName: "google-ads-enhanced-conversions.csv",
    head: googleHead(["Email"]),
    place(event, settings, now) {
      if (event.adUserDataConsent !== "granted") return { leftOut: "no-consent" };
      if (isTooOld(event, now)) return { leftOut: "too-old" };
      return { row: [hashEmail(event.email), ...googleTail(event, settings)] };
    },
  },
  "microsoft-ads": {
    fileName: "microsoft-ads-offline-conversions.csv",
    head: () =>
      csvRecord([
        "Type",
        "Status",
        "Id",
        "Parent Id",
        "Client Id",
        "Name",
        "Conversion Currency Code",
        "Conversion Name",
        "Conversion Time",
        "Conversion Value",
        "Microsoft Click Id",
      ]) + csvRecord(["Format Version", null, null, null, null, "6.0", null, null, null, null, null]),
    place(event, settings, now) {
      if (!event.msclkid) return { leftOut: "no-click-id" };
      if (isTooOld(event, now)) return { leftOut: "too-old" };
      return {
        row: [
          "Offline Conversion",
          null,
          null,
          null,
          null,
          null,
          event.currency,
          settings.names[event.stage],
          microsoftTime(event.reachedAt),
          value(event),
          event.msclkid,
        ],
      };
    },
  },
};

import type { Response } from "express";
import {
  type ConversionFile,
  type ConversionFileSummary,
  type ConversionSettings,
  EXPORT_STAGES,
  LEFT_OUT_REASONS,
} from "../../../shared/conversions/conversion-settings";
import type { ConversionQueries } from "../../db/conversions.queries";
import { FILE_FORMATS } from "./conversion-exports-format";
import { csvRecord } from "./csv";

// Writing a conversion file (docs/decisions/0026-ads-conversion-loop.md). Two streamed
// passes over the stage history: the first counts the rows and the leads left out, so the
// response can say so in its headers before the first row; the second writes the rows.
// Neither holds more than a page of leads.

/** The stages with a conversion name: the others are not uploaded. */
const namedStages = (settings: ConversionSettings) => EXPORT_STAGES.filter((stage) => settings.names[stage].trim() !== "");

export async function summariseFile(
  queries: ConversionQueries,
  file: ConversionFile,
  settings: ConversionSettings,
  now = Date.now(),
): Promise<ConversionFileSummary> {
  const summary: ConversionFileSummary = { file, rows: 0, leftOut: { "no-click-id": 0, "no-consent": 0, "too-old": 0 } };
  const format = FILE_FORMATS[file];
  // Left out counts leads: a lead that reached two stages without a click id is one lead left out.
  // Why a lead is left out is the lead's (its click id, consent and age), the same at every stage,
  // and its stages come one after another (firstReached orders them by lead).
  let lastLeftOut: number | null = null;
  for await (const event of queries.firstReached(namedStages(settings))) {
    const placed = format.place(event, settings, now);
    if (placed === "elsewhere") continue;
    if ("row" in placed) summary.rows++;
    else if (event.leadId !== lastLeftOut) {
      summary.leftOut[placed.leftOut]++;
      lastLeftOut = event.leadId;
    }
  }
  return summary;
}

/** `no-click-id=2, no-consent=0, too-old=1`: the Conversions-Left-Out header (a structured-field dictionary). */
export const leftOutHeader = (summary: ConversionFileSummary) =>
  LEFT_OUT_REASONS.map((reason) => `${reason}=${summary.leftOut[reason]}`).join(", ");

/**
 * Streams the file to `res` as an attachment, its counts in the headers. `beforeEnd` runs once
 * every row is written and before the response ends (the staff download's audit entry), so a
 * client that has the whole file can find the entry.
 */
export async function sendConversionFile(
  res: Response,
  queries: ConversionQueries,
  file: ConversionFile,
  beforeEnd: (summary: ConversionFileSummary) => Promise<void> = async () => {},
  now = Date.now(),
): Promise<ConversionFileSummary> {
  const settings = await queries.settings();
  const summary = await summariseFile(queries, file, settings, now);
  const format = FILE_FORMATS[file];
  res.setHeader("Content-Type", "text/csv; charset=utf-8; header=present");
  res.setHeader("Content-Disposition", `attachment; filename="${format.fileName}"`);
  res.setHeader("Conversions-Rows", String(summary.rows));
  res.setHeader("Conversions-Left-Out", leftOutHeader(summary));
  res.write(format.head(settings));
  for await (const event of queries.firstReached(namedStages(settings))) {
    const placed = format.place(event, settings, now);
    if (placed !== "elsewhere" && "row" in placed && !res.write(csvRecord(placed.row)))
      await new Promise((resolve) => res.once("drain", resolve));
  }
  await beforeEnd(summary);
  res.end();
  return summary;
}

import { trafficSourceOf } from "../../shared/attribution/traffic-source";
import { ATTRIBUTION_FIELDS, ATTRIBUTION_KEYS, type AttributionKey, type LeadAttribution } from "../../shared/schemas/lead-attribution";

// The leads table's attribution columns (migration 005) and the one place where
// they become LeadAttribution fields and back.

/** The column of each attribution field: its name in ATTRIBUTION_FIELDS. */
export const attributionColumn = (key: AttributionKey): string => ATTRIBUTION_FIELDS[key].name;

/** The attribution columns of an INSERT (landing_page, ..., traffic_source). */
export function attributionParams(attribution: LeadAttribution | null): Record<string, string | null> {
  const params: Record<string, string | null> = { traffic_source: trafficSourceOf(attribution) };
  for (const key of ATTRIBUTION_KEYS) params[attributionColumn(key)] = attribution?.[key] ?? null;
  return params;
}

/** The attribution of a stored row; null when none was recorded. */
export function attributionFromRow(row: Record<string, unknown>): LeadAttribution | null {
  const attribution: LeadAttribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = row[attributionColumn(key)];
    if (typeof value === "string" && value !== "") attribution[key] = value;
  }
  // A lead whose visit had nothing to record is "(direct)": it has a traffic source but no field.
  return Object.keys(attribution).length > 0 || row.traffic_source != null ? attribution : null;
}

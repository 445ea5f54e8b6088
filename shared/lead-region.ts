import type { RegionCode } from "./constants";
import { isRegionCode } from "./region";
import { regionOfPath } from "./region-addresses";

// The region a lead belongs to, and so the language of the emails its visitor receives. The one
// place that decides it: the region of the page the lead was sent from (its address,
// docs/decisions/0016-regions-as-addresses.md), else the lead's own region field, else US. German
// for DE, English otherwise. The database's delivery queries and the emails both read it.

/** The region of a page address (absolute or site-relative), or null when it names none or cannot be read. */
function regionOfPage(page: string | null | undefined): RegionCode | null {
  if (!page) return null;
  try {
    const region = regionOfPath(new URL(page, "http://localhost").pathname);
    return region === "US" ? null : region;
  } catch {
    return null;
  }
}

/**
 * The visitor's region for a lead: the UK or DE page it was sent from (the Referer, stored as
 * the lead's referrer page), else the region the form sent. The popups always send region US
 * (docs/product-rules.md#popups), so for them the page's address is what tells a German visitor apart.
 */
export function leadRegion(lead: { region?: string | null; referrerPage?: string | null }): RegionCode {
  return regionOfPage(lead.referrerPage) ?? (isRegionCode(lead.region) ? lead.region : "US");
}

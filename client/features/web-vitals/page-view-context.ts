import { regionOfPath } from "../../../shared/region-addresses";
import type { DeviceClass, VitalsReport } from "../../../shared/web-vitals/vitals-metrics";

// The coarse groups a page view's report is counted under (docs/decisions/0027-real-user-vitals.md):
// nothing finer than the region of the address and a two-way device class.

/** Narrower than this (CSS pixels) is a phone-sized layout: the site's own `md` breakpoint. */
const DESKTOP_MIN_WIDTH = 768;

interface UserAgentData {
  mobile: boolean;
}

/** The browser's own answer (User-Agent Client Hints) where it gives one, else the viewport's width. */
export function deviceClass(): DeviceClass {
  const hints = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  if (hints && typeof hints.mobile === "boolean") return hints.mobile ? "mobile" : "desktop";
  return window.innerWidth < DESKTOP_MIN_WIDTH ? "mobile" : "desktop";
}

export function pageViewContext(template: string): Omit<VitalsReport, "metrics"> {
  return { template, region: regionOfPath(location.pathname), device: deviceClass() };
}

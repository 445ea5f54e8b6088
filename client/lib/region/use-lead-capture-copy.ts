import { leadCaptureDe } from "../../../shared/i18n/lead-capture.de";
import { type LeadCaptureCopy, leadCaptureEn } from "../../../shared/i18n/lead-capture.en";
import { usePageCopy } from "./use-page-copy";

// Only the popups and the cookie-consent feature import this, and both load after
// hydration, so this copy stays out of every page's first load (docs/decisions/0017-copy-per-language-and-currency.md).

/** The popups' and cookie banner's copy in the current region's language. */
export function useLeadCaptureCopy(): LeadCaptureCopy {
  return usePageCopy({ en: leadCaptureEn, de: leadCaptureDe });
}

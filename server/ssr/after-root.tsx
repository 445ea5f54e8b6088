import { renderToStaticMarkup } from "react-dom/server";
import { keptValue } from "../../shared/kept-value";
import { CookieBanner } from "../../client/features/cookie-consent/cookie-banner";
import { MobilePopupIntro } from "../../client/features/popups/mobile-popup-intro";
import { LEAD_POPUPS_PAGE } from "../../client/features/popups/popup-page";
import type { RegionCode } from "../../shared/constants";
import { copyForRegion, pageCopyFor } from "../../shared/i18n/copy";
import { leadCaptureDe } from "../../shared/i18n/lead-capture.de";
import { leadCaptureEn } from "../../shared/i18n/lead-capture.en";
import { regionPath } from "../../shared/region-addresses";

// Server-only markup after the app's root (server/ssr/document.tsx afterRoot), which the app never hydrates.

/**
 * The mobile popup's first step in the page's language, hidden, on the page that hosts the popups:
 * the entry script shows it when the popup is due before the app's popups have arrived
 * (client/features/popups/mobile-popup-intro-dom.ts).
 */
function mobilePopupIntroFor(region: RegionCode, brandName: string) {
  return (
    <MobilePopupIntro
      text={pageCopyFor({ en: leadCaptureEn, de: leadCaptureDe }, region).popups}
      brandName={brandName}
      stepLabel={copyForRegion(region).common.stepOf(1, 3)}
    />
  );
}

/**
 * The cookie banner in the page's language. The server writes it into every page that runs
 * the entry script, hidden: only the browser knows whether a choice is stored, and the entry
 * script shows it 1.5 s after the load event if not (client/features/cookie-consent/cookie-banner-dom.ts).
 */
function cookieBannerFor(region: RegionCode) {
  const copy = copyForRegion(region);
  return (
    <CookieBanner
      text={pageCopyFor({ en: leadCaptureEn, de: leadCaptureDe }, region).cookies}
      privacyPolicy={{ href: regionPath(region, "/privacy-policy"), label: copy.footer.privacyPolicy }}
      cookiePolicy={{ href: regionPath(region, "/cookie-policy"), label: copy.footer.cookiePolicy }}
    />
  );
}

/** The markup after the root by region, whether the page hosts the popups, and brand: it changes only with the code. */
const kept = new Map<string, string>();

/**
 * What follows the app's root on a page visitors see, as HTML: it holds only copy, so it is
 * rendered once per region (and per whether the page hosts the popups) and copied into each page
 * after that. A staff preview of a draft (server/content-preview.ts) leaves it out: the banner
 * would cover the page the editor frames, and the staff member's choice is not a visitor's.
 */
export function afterRootHtml(region: RegionCode, matchedPages: readonly string[], brandName: string): string {
  const withPopups = matchedPages.includes(LEAD_POPUPS_PAGE);
  const key = `${region} ${withPopups} ${brandName}`;
  return keptValue(kept, key, () =>
    renderToStaticMarkup(
      <>
        {cookieBannerFor(region)}
        {withPopups && mobilePopupIntroFor(region, brandName)}
      </>,
    ),
  );
}

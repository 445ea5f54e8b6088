import { CookieBanner } from "../features/cookie-consent/cookie-banner";
import { MobilePopupIntro } from "../features/popups/mobile-popup-intro";
import type { RegionCode } from "../../shared/constants";
import { copyForRegion, pageCopyFor } from "../../shared/i18n/copy";
import { leadCaptureDe } from "../../shared/i18n/lead-capture.de";
import { leadCaptureEn } from "../../shared/i18n/lead-capture.en";
import { regionPath } from "../../shared/region-addresses";

// The markup after the app's root on a page visitors see, which the app never hydrates: the
// server renders it once per region and copies it into every page (server/ssr/after-root.tsx),
// and the entry script shows and answers it before the app has arrived.

/**
 * The cookie banner in the page's language, hidden: only the browser knows whether a choice is
 * stored, and the entry script shows it 1.5 s after the load event if not
 * (client/features/cookie-consent/cookie-banner-dom.ts). On the page that hosts the popups, the
 * mobile popup's first step follows, hidden too: the entry script shows it when the popup is due
 * before the app's popups have arrived (client/features/popups/mobile-popup-intro-dom.ts).
 */
export function AfterRoot({ region, withPopups, brandName }: { region: RegionCode; withPopups: boolean; brandName: string }) {
  const copy = copyForRegion(region);
  const leadCapture = pageCopyFor({ en: leadCaptureEn, de: leadCaptureDe }, region);
  return (
    <>
      <CookieBanner
        text={leadCapture.cookies}
        privacyPolicy={{ href: regionPath(region, "/privacy-policy"), label: copy.footer.privacyPolicy }}
        cookiePolicy={{ href: regionPath(region, "/cookie-policy"), label: copy.footer.cookiePolicy }}
      />
      {withPopups && <MobilePopupIntro text={leadCapture.popups} brandName={brandName} stepLabel={copy.common.stepOf(1, 3)} />}
    </>
  );
}

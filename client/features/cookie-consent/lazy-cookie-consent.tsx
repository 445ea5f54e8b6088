import { lazy } from "react";
import { AfterHydration } from "../../components/ui/after-hydration";

// The settings dialog loads after hydration, outside the first-load bundle; the banner
// needs no app code at all (cookie-banner-dom.ts, run by client/entry.client.tsx).
const CookieConsent = lazy(() => import("./cookie-consent").then((m) => ({ default: m.CookieConsent })));

/** Mounted on every page (site shell). */
export function LazyCookieConsent() {
  return (
    <AfterHydration>
      <CookieConsent />
    </AfterHydration>
  );
}

import { lazy, useEffect, useState } from "react";
import { OPEN_COOKIE_SETTINGS_EVENT } from "../../../shared/constants";
import { AfterHydration } from "../../components/ui/after-hydration";

// The banner and dialog load after hydration, outside the first-load bundle.
const CookieConsent = lazy(() => import("./cookie-consent").then((m) => ({ default: m.CookieConsent })));

/**
 * Mounted on every page (site shell). The footer's 'Cookie settings' link sends
 * OPEN_COOKIE_SETTINGS_EVENT; it is heard here, in the first-load code, so a click
 * made before the consent code has arrived still opens the dialog once it has.
 */
export function LazyCookieConsent() {
  const [openRequests, setOpenRequests] = useState(0);
  useEffect(() => {
    const open = () => setOpenRequests((n) => n + 1);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);
  return (
    <AfterHydration>
      <CookieConsent openRequests={openRequests} />
    </AfterHydration>
  );
}

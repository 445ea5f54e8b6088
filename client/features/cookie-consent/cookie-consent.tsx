import { useEffect, useMemo, useSyncExternalStore } from "react";
import { safeLocalStorage } from "../../browser/safe-storage";
import { applyAttributionConsent } from "../../lib/attribution/attribution";
import { useRootData } from "../../root-data-context";
import { applyConsentMode } from "./consent-mode";
import type { ConsentPreferences } from "../../lib/consent/consent-preferences";
import { createConsentStore } from "./consent-store";
import { CookieBanner } from "./cookie-banner";
import { CookieSettingsDialog } from "./cookie-settings-dialog";
import { loadGoogleTag } from "./google-tag";

/**
 * Puts a choice into effect: Consent Mode first, then the tag if anything was granted;
 * the visit's attribution is kept across visits only with marketing consent.
 */
export function applyConsent(preferences: ConsentPreferences, measurementId: string | null | undefined): void {
  applyConsentMode(preferences);
  applyAttributionConsent(preferences.marketing);
  if (measurementId && (preferences.analytics || preferences.marketing)) loadGoogleTag(measurementId);
}

/**
 * The cookie banner and the 'Cookie Settings' dialog. Loaded after
 * hydration on every page. `openRequests` counts the footer's requests to open
 * the settings (each increment opens them).
 */
export function CookieConsent({ openRequests }: { openRequests: number }) {
  const { gaMeasurementId } = useRootData();
  const store = useMemo(
    () => createConsentStore({ storage: safeLocalStorage(), now: () => Date.now(), apply: (p) => applyConsent(p, gaMeasurementId) }),
    [gaMeasurementId],
  );
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    store.start();
    // Browser tests wait for this before moving the clock.
    document.documentElement.dataset.cookieConsent = "ready";
    return () => store.stop();
  }, [store]);

  useEffect(() => {
    if (openRequests > 0) store.openSettings();
  }, [openRequests, store]);

  return (
    <>
      {state.isBannerVisible && (
        <CookieBanner onCustomize={store.openSettings} onRejectAll={store.rejectAll} onAcceptAll={store.acceptAll} />
      )}
      <CookieSettingsDialog
        open={state.isSettingsOpen}
        current={state.preferences}
        onCancel={store.closeSettings}
        onRejectAll={store.rejectAll}
        onSave={store.savePreferences}
      />
    </>
  );
}

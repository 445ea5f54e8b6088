import { useSyncExternalStore } from "react";
import { useOpenedMenu } from "../../lib/attention/use-opened-menu";
import { useRootData } from "../../root-data-context";
import { CookieSettingsDialog } from "./cookie-settings-dialog";
import { pageConsent } from "./page-consent";

/**
 * The 'Cookie Settings' dialog, loaded after hydration on every page. The banner is the
 * server's markup, driven by the entry script (cookie-banner-dom.ts); Customize there, and
 * the footer's link, open this dialog through the page's one consent store (page-consent.ts).
 */
export function CookieConsent() {
  const { gaMeasurementId } = useRootData();
  const store = pageConsent(gaMeasurementId);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // The settings dialog, opened from the banner or the footer, is never covered by a popup either.
  useOpenedMenu(state.isSettingsOpen);

  return (
    <CookieSettingsDialog
      open={state.isSettingsOpen}
      current={state.preferences}
      onCancel={store.closeSettings}
      onRejectAll={store.rejectAll}
      onSave={store.savePreferences}
    />
  );
}

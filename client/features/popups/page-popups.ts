import { safeLocalStorage } from "../../browser/safe-storage";
import { pageLoadedAt } from "../../browser/page-load";
import { pageAttention } from "../../lib/attention/page-attention";
import { bindMobilePopupIntro } from "./mobile-popup-intro-dom";
import { createPopupManager, type PopupManager } from "./popup-manager";

let manager: PopupManager | null = null;

/**
 * The page's one popup manager (popup-manager.ts: when each popup is due, the shown and
 * dismissed flags). On the page that hosts the popups the small entry script starts it at the
 * load event, so the mobile popup's timer does not wait for the app (mobile-popup-intro-dom.ts);
 * the app's popups (lead-popups.tsx) drive their dialogs from the same manager.
 */
export function pagePopupManager(developmentHosts: readonly string[]): PopupManager {
  manager ??= createPopupManager({
    window,
    document,
    storage: safeLocalStorage(),
    developmentHosts,
    attention: pageAttention,
    loadedAt: pageLoadedAt(),
  });
  return manager;
}

/**
 * The entry script's part, at the load event on the page that hosts the popups: the manager's
 * timers start counting, and the server's copy of the mobile popup's first step opens when the
 * mobile popup is due, whether or not the app's popups are there yet.
 */
export function startPagePopups(developmentHosts: readonly string[], loadApp: () => void): void {
  const popups = pagePopupManager(developmentHosts);
  bindMobilePopupIntro(popups, loadApp);
  popups.start();
}

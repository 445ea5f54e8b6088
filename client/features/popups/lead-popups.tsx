import { useEffect, useMemo, useSyncExternalStore } from "react";
import { pageLoadedAt } from "../../browser/page-load";
import { safeLocalStorage } from "../../browser/safe-storage";
import { pageAttention } from "../../lib/attention/page-attention";
import { useRootData } from "../../root-data-context";
import { EntryPopup } from "./entry-popup";
import { ExitIntentPopup } from "./exit-intent-popup";
import { MobilePopup } from "./mobile-popup";
import { createPopupManager, type PopupManager } from "./popup-manager";

declare global {
  interface Window {
    /** Development hosts only: show or reset the popups by hand (docs/product-rules.md#development-hosts). */
    leadPopups?: Pick<PopupManager, "show" | "reset">;
  }
}

/** The entry, exit and mobile popups of the home page, driven by one manager. */
export function LeadPopups() {
  const { developmentHosts } = useRootData();
  const manager = useMemo(
    () =>
      createPopupManager({
        window,
        document,
        storage: safeLocalStorage(),
        developmentHosts: developmentHosts ?? [],
        attention: pageAttention,
        loadedAt: pageLoadedAt(),
      }),
    [developmentHosts],
  );
  const { open } = useSyncExternalStore(manager.subscribe, manager.getState, manager.getState);

  useEffect(() => {
    manager.start();
    if (manager.isDevelopmentHost()) window.leadPopups = { show: manager.show, reset: manager.reset };
    // Browser tests wait for this before moving the clock.
    document.documentElement.dataset.leadPopups = "ready";
    return () => {
      manager.stop();
      delete window.leadPopups;
      delete document.documentElement.dataset.leadPopups;
    };
  }, [manager]);

  return (
    <>
      <EntryPopup open={open === "entry"} onClose={() => manager.close("entry")} />
      <ExitIntentPopup open={open === "exit"} onClose={() => manager.close("exit")} />
      <MobilePopup open={open === "mobile"} onClose={() => manager.close("mobile")} />
    </>
  );
}

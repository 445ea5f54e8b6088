import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { useRootData } from "../../root-data-context";
import { EntryPopup } from "./entry-popup";
import { ExitIntentPopup } from "./exit-intent-popup";
import { MobilePopup } from "./mobile-popup";
import { mobilePopupIntroShown } from "./mobile-popup-intro-dom";
import { pagePopupManager } from "./page-popups";
import type { PopupManager } from "./popup-manager";

declare global {
  interface Window {
    /** Development hosts only: show or reset the popups by hand (docs/product-rules.md#development-hosts). */
    leadPopups?: Pick<PopupManager, "show" | "reset">;
  }
}

/** The entry, exit and mobile popups of the home page, driven by one manager. */
export function LeadPopups() {
  const { developmentHosts } = useRootData();
  // The page's manager: on the home page the entry script may have started it already, and
  // opened the mobile popup's first step from the server's markup (mobile-popup-intro-dom.ts).
  const manager = useMemo(() => pagePopupManager(developmentHosts ?? []), [developmentHosts]);
  // When the server's copy of the mobile popup's first step has just been shown, it is painted
  // first (the entry script only unhides it) and this dialog takes over a frame later: rendering
  // it costs a slow phone about 0.1 s, which the visitor would otherwise wait for.
  const subscribe = useCallback(
    (listener: () => void) =>
      manager.subscribe(() => {
        if (mobilePopupIntroShown()) requestAnimationFrame(() => setTimeout(listener, 0));
        else listener();
      }),
    [manager],
  );
  const { open } = useSyncExternalStore(subscribe, manager.getState, manager.getState);
  // A popup is a lead form in a few steps: its form token is fetched as it opens, so it is old
  // enough by the time a quick visitor (or a keyboard, or autofill) sends it, and the post does
  // not wait for it (client/lib/spam-guard/form-token-source.ts).
  useEffect(() => {
    if (open !== null) void import("../../lib/spam-guard/form-token").then((m) => m.prefetchFormToken());
  }, [open]);

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

import type { ConsentStore } from "./consent-store";

/** The server-rendered banner (cookie-banner.tsx), outside the app's root. */
export const COOKIE_BANNER_ID = "cookie-banner";
/** Each of the banner's buttons names what it does in this attribute. */
export const CONSENT_ACTION_ATTRIBUTE = "data-consent-action";
export type ConsentAction = "customize" | "reject" | "accept";

/**
 * Shows and hides the server's banner as the store says and wires its buttons. It runs in
 * the small entry script, so the banner needs none of the app's code: Accept All and Reject
 * All work before (and without) the app; Customize asks for the app, whose settings dialog
 * opens once it has arrived. While the banner shows, the page gets bottom padding of its
 * height, so nothing (the footer's last links) can end up hidden behind it.
 */
export function bindCookieBanner(store: ConsentStore, onCustomize: () => void): void {
  const banner = document.getElementById(COOKIE_BANNER_ID);
  if (!banner) return;
  banner.addEventListener("click", (event) => {
    const action = (event.target as Element).closest(`[${CONSENT_ACTION_ATTRIBUTE}]`)?.getAttribute(CONSENT_ACTION_ATTRIBUTE);
    if (action === "accept") store.acceptAll();
    else if (action === "reject") store.rejectAll();
    else if (action === "customize") {
      store.openSettings();
      onCustomize();
    }
  });

  const body = document.body;
  const pad = () => {
    body.style.paddingBottom = `${banner.offsetHeight}px`;
  };
  let observer: ResizeObserver | null = null;
  const render = () => {
    const visible = store.getState().isBannerVisible;
    if (visible === !banner.hidden) return;
    banner.hidden = !visible;
    if (visible) {
      pad();
      observer = new ResizeObserver(pad);
      observer.observe(banner);
    } else {
      observer?.disconnect();
      observer = null;
      body.style.paddingBottom = "";
    }
  };
  store.subscribe(render);
  render();
}

/**
 * Runs `task` once the banner question is settled for this load: a choice is known, or the
 * banner is due and has been painted. The entry script starts the app's evaluation and
 * hydration here, so on a slow phone their long tasks never hold the banner back past its
 * 1.5 s (docs/decisions/0004-performance-budget.md).
 */
export function afterBannerSettled(store: ConsentStore, task: () => void): void {
  const settled = () => {
    const state = store.getState();
    return state.preferences !== null || state.isBannerVisible || state.isSettingsOpen;
  };
  // A known choice shows nothing: the task runs at once (no timer, so a test's paused clock does
  // not hold the app back). A banner just shown is given its frame first.
  const run = () => {
    if (store.getState().isBannerVisible) requestAnimationFrame(() => setTimeout(task, 0));
    else task();
  };
  if (settled()) {
    run();
    return;
  }
  const stop = store.subscribe(() => {
    if (!settled()) return;
    stop();
    run();
  });
}

import {
  DEV_HOST_EXIT_POPUP_DELAY_MS,
  MOBILE_EXIT_DELAY_MS,
  POPUP_DELAY_MS,
  STORAGE_KEYS,
  type PopupKind,
} from "../../../shared/constants";
import { isDevelopmentHost } from "../../../shared/development-hosts";
import type { KeyValueStorage } from "../../browser/safe-storage";
import type { PageAttention } from "../../lib/attention/page-attention";
import { createMobileDetector, type ViewportWindow } from "./mobile-detector";

/** The popups that open on their own; "general" only has flags. */
export type LeadPopupKind = Exclude<PopupKind, "general">;
const ALL_KINDS: readonly PopupKind[] = ["entry", "exit", "mobile", "general"];

// Exit intent on desktop (docs/product-rules.md#timings-and-constants).
/** Detector 1: leaving at or above the top edge... */
export const EXIT_TOP_EDGE_PX = 0;
/** ...or moving upward by more than EXIT_FAST_UP_PX while within EXIT_NEAR_TOP_PX of the top. */
export const EXIT_NEAR_TOP_PX = 10;
export const EXIT_FAST_UP_PX = 50;
/** Detector 2, on leaving the window: y at or below EXIT_LEAVE_TOP_PX, or an upward jump of more than EXIT_LEAVE_JUMP_PX. */
export const EXIT_LEAVE_TOP_PX = 5;
export const EXIT_LEAVE_JUMP_PX = 100;

// docs/decisions/0011-entry-popup-timing.md
/** The entry popup waits until the visitor has been on the page this long... */
export const ENTRY_POPUP_MIN_DWELL_MS = 10_000;
/** ...and has scrolled this share of a screen height down the page. */
export const ENTRY_POPUP_SCROLL_SCREENS = 0.5;

export interface PopupWindow extends ViewportWindow, EventTarget {
  innerHeight: number;
  scrollY: number;
  location: { hostname: string };
}
export interface PopupDocument extends EventTarget {
  documentElement: EventTarget;
  visibilityState: DocumentVisibilityState;
}

export interface PopupManagerOptions {
  window: PopupWindow;
  document: PopupDocument;
  storage: KeyValueStorage;
  /** Host patterns with development behaviour (root data; never the production host). */
  developmentHosts: readonly string[];
  /** Whether the consent banner is answered and no menu the visitor opened is open. */
  attention: Pick<PageAttention, "getState" | "subscribe">;
  /**
   * When the page's load event fired (client/browser/page-load.ts): the timings count from
   * it, not from when this code arrived, which on a slow phone is seconds later. Default: start().
   */
  loadedAt?: number;
}

export interface PopupManagerState {
  open: LeadPopupKind | null;
}

/** Pointer position as the detectors read it (a MouseEvent in the browser). */
interface PointerLike {
  clientY: number;
  relatedTarget?: EventTarget | null;
}

export type PopupManager = ReturnType<typeof createPopupManager>;

/**
 * Popup timing (docs/product-rules.md#popups), in one place: which popup opens when, the shown and
 * dismissed flags in localStorage, and the rule that popups never stack.
 * Framework-free so every threshold can be tested with fake timers and events.
 */
export function createPopupManager(options: PopupManagerOptions) {
  const { window: win, document: doc, storage } = options;
  const isDevHost = isDevelopmentHost(win.location.hostname, options.developmentHosts);
  const mobile = createMobileDetector(win);

  let state: PopupManagerState = { open: null };
  const listeners = new Set<() => void>();
  /** Popups opened during this page view: each opens at most once per view, and the entry popup never follows another. */
  const openedThisView = new Set<LeadPopupKind>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const cleanups: (() => void)[] = [];
  let lastPointerY: number | null = null;
  let dwellReached = false;
  let loadedAt = 0;
  /** Whether this device gets the mobile popup (mobile devices and development hosts). */
  let wantsMobilePopup = false;
  /** Since when the page has been free for a popup (docs/decisions/0015), or null while it is not. */
  let freeSince: number | null = null;
  /** Whether the visitor has had the banner or a menu in front of them during this view. */
  let wasBusy = false;
  let mobileTimer: ReturnType<typeof setTimeout> | null = null;
  let started = false;

  const flag = (key: string) => storage.getItem(key) === "true";
  const isShown = (kind: PopupKind) => flag(STORAGE_KEYS.popupShown(kind));
  const isDismissed = (kind: PopupKind) => flag(STORAGE_KEYS.popupDismissed(kind));

  function setOpen(open: LeadPopupKind | null): void {
    state = { open };
    for (const listener of listeners) listener();
  }

  function later(ms: number, run: () => void): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  }

  /** A timer that runs `ms` after the load event (at once if that time has passed). */
  function afterLoad(ms: number, run: () => void): ReturnType<typeof setTimeout> {
    return later(Math.max(0, loadedAt + ms - Date.now()), run);
  }

  function cancel(timer: ReturnType<typeof setTimeout> | null): void {
    if (timer === null) return;
    clearTimeout(timer);
    timers.delete(timer);
  }

  /**
   * docs/decisions/0015: no popup opens by itself while the cookie banner waits for
   * an answer (the consent choice comes first) or while a menu the visitor opened
   * is open: a popup's backdrop would cover both.
   */
  function isPageFree(): boolean {
    const { consent, openMenus } = options.attention.getState();
    return (consent === "stored" || consent === "given") && openMenus === 0;
  }

  /** The mobile popup opens 1 s after load; here 1 s after the page became free. */
  function armMobilePopup(): void {
    cancel(mobileTimer);
    mobileTimer = null;
    if (!wantsMobilePopup || freeSince === null || !canOpenAutomatically("mobile")) return;
    mobileTimer = later(Math.max(0, freeSince + POPUP_DELAY_MS - Date.now()), () => {
      mobileTimer = null;
      if (canOpenAutomatically("mobile")) open("mobile");
    });
  }

  function handleAttentionChange(): void {
    const { consent, openMenus } = options.attention.getState();
    if (!isPageFree()) {
      if (consent === "pending" || openMenus > 0) wasBusy = true;
      freeSince = null;
      armMobilePopup();
      return;
    }
    if (freeSince !== null) return;
    // A choice from an earlier visit was there from the start: the 1 s counts from load.
    // Any other change counts from when it was made (page-attention.ts notes it), also one
    // made before this manager started.
    if (consent === "stored" && !wasBusy) freeSince = loadedAt;
    else freeSince = options.attention.getState().changedAt;
    armMobilePopup();
    openEntryIfAllowed();
  }

  function listen(target: EventTarget, type: string, handler: (event: Event) => void, opts?: AddEventListenerOptions): void {
    target.addEventListener(type, handler, opts);
    cleanups.push(() => target.removeEventListener(type, handler, opts));
  }

  /** Automatic openings: never shown or dismissed before, once per view, never over another popup, the banner or a menu. */
  function canOpenAutomatically(kind: LeadPopupKind): boolean {
    return state.open === null && isPageFree() && !openedThisView.has(kind) && !isShown(kind) && !isDismissed(kind);
  }

  function open(kind: LeadPopupKind): void {
    openedThisView.add(kind);
    storage.setItem(STORAGE_KEYS.popupShown(kind), "true");
    storage.setItem(STORAGE_KEYS.popupShown("general"), "true");
    setOpen(kind);
  }

  function openExitIfAllowed(): void {
    if (canOpenAutomatically("exit")) open("exit");
  }

  // docs/decisions/0011: an engaged desktop visitor, never after or over another popup,
  // and not for a visitor who has already closed one of our popups.
  function openEntryIfAllowed(): void {
    if (!dwellReached || mobile.isMobile() || openedThisView.size > 0 || isDismissed("general")) return;
    if (win.scrollY < win.innerHeight * ENTRY_POPUP_SCROLL_SCREENS) return;
    if (canOpenAutomatically("entry")) open("entry");
  }

  function upwardMovement(event: PointerLike): number {
    return lastPointerY === null ? 0 : lastPointerY - event.clientY;
  }

  function handlePointerMove(event: Event): void {
    const e = event as unknown as PointerLike;
    // Detector 1b: near the top and moving up fast (towards the tabs and address bar).
    // The distance comes from the previous event: movementY is scaled differently by
    // browsers and is 0 for synthetic events.
    if (!mobile.isMobile() && e.clientY <= EXIT_NEAR_TOP_PX && upwardMovement(e) > EXIT_FAST_UP_PX) openExitIfAllowed();
    lastPointerY = e.clientY;
  }

  function handlePageLeave(event: Event): void {
    // Detector 1a: the pointer left the page at or above its top edge.
    const e = event as unknown as PointerLike;
    if (!mobile.isMobile() && e.clientY <= EXIT_TOP_EDGE_PX) openExitIfAllowed();
  }

  function handleWindowOut(event: Event): void {
    // Detector 2: the pointer left the window (no element under it any more) near the
    // top, or with a large upward jump since the last position.
    const e = event as unknown as PointerLike;
    if (e.relatedTarget || mobile.isMobile()) return;
    if (e.clientY <= EXIT_LEAVE_TOP_PX || upwardMovement(e) > EXIT_LEAVE_JUMP_PX) openExitIfAllowed();
  }

  function handleMobileLeave(): void {
    // Exit on mobile: an unload attempt or the page being hidden; about 100 ms later.
    // The unload is never blocked (no "Leave site?" prompt): the popup shows if the
    // visitor stays, e.g. after tapping a phone or email link, or on coming back to the tab.
    if (!mobile.isMobile() || !canOpenAutomatically("exit")) return;
    later(MOBILE_EXIT_DELAY_MS, openExitIfAllowed);
  }

  return {
    getState: (): PopupManagerState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isMobile: () => mobile.isMobile(),
    isDevelopmentHost: () => isDevHost,

    /** Arms the timers and detectors ("page load"); once, until stop(). */
    start(): void {
      if (started) return;
      started = true;
      cleanups.push(mobile.watch());
      loadedAt = options.loadedAt ?? Date.now();
      // Mobile popup: on mobile devices or development hosts, 1 s after load
      // (after the banner's answer when there was none: handleAttentionChange).
      wantsMobilePopup = mobile.isMobile() || isDevHost;
      cleanups.push(options.attention.subscribe(handleAttentionChange));
      handleAttentionChange();
      // On development hosts the exit popup also opens after 15 s if nothing else is open.
      if (isDevHost) afterLoad(DEV_HOST_EXIT_POPUP_DELAY_MS, openExitIfAllowed);
      afterLoad(ENTRY_POPUP_MIN_DWELL_MS, () => {
        dwellReached = true;
        openEntryIfAllowed();
      });
      listen(doc, "mousemove", handlePointerMove, { passive: true });
      listen(doc.documentElement, "mouseleave", handlePageLeave);
      listen(doc, "mouseout", handleWindowOut);
      listen(win, "beforeunload", handleMobileLeave);
      listen(doc, "visibilitychange", () => {
        if (doc.visibilityState === "hidden") handleMobileLeave();
      });
      listen(win, "scroll", openEntryIfAllowed, { passive: true });
    },

    /** Removes every timer and listener (the page is left). */
    stop(): void {
      started = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      mobileTimer = null;
      // Started again (the home page shown again), the page's freedom is read afresh.
      freeSince = null;
      for (const cleanup of cleanups.splice(0)) cleanup();
    },

    /** Closing stores the popup's dismissed flag (and the general one). */
    close(kind: LeadPopupKind): void {
      storage.setItem(STORAGE_KEYS.popupDismissed(kind), "true");
      storage.setItem(STORAGE_KEYS.popupDismissed("general"), "true");
      if (state.open === kind) setOpen(null);
    },

    /**
     * Manual show: the entry popup is blocked while the exit popup is open,
     * the exit and mobile popups while any other popup is open. The entry popup is
     * also blocked by the mobile popup, because popups never stack
     * (docs/decisions/0011-entry-popup-timing.md).
     * Returns whether the popup is now open.
     */
    show(kind: LeadPopupKind): boolean {
      if (state.open !== null && state.open !== kind) return false;
      if (state.open !== kind) open(kind);
      return true;
    },

    /** Reset: clears every popup flag and closes what is open. */
    reset(): void {
      for (const kind of ALL_KINDS) {
        storage.removeItem(STORAGE_KEYS.popupShown(kind));
        storage.removeItem(STORAGE_KEYS.popupDismissed(kind));
      }
      openedThisView.clear();
      setOpen(null);
    },
  };
}

import {
  DEV_HOST_EXIT_POPUP_DELAY_MS,
  MOBILE_EXIT_DELAY_MS,
  POPUP_DELAY_MS,
  STORAGE_KEYS,
  type PopupKind,
} from "../../../shared/constants";
import { isDevelopmentHost } from "../../../shared/development-hosts";
import type { KeyValueStorage } from "../../browser/safe-storage";
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

  const flag = (key: string) => storage.getItem(key) === "true";
  const isShown = (kind: PopupKind) => flag(STORAGE_KEYS.popupShown(kind));
  const isDismissed = (kind: PopupKind) => flag(STORAGE_KEYS.popupDismissed(kind));

  function setOpen(open: LeadPopupKind | null): void {
    state = { open };
    for (const listener of listeners) listener();
  }

  function later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  function listen(target: EventTarget, type: string, handler: (event: Event) => void, opts?: AddEventListenerOptions): void {
    target.addEventListener(type, handler, opts);
    cleanups.push(() => target.removeEventListener(type, handler, opts));
  }

  /** Automatic openings: never shown or dismissed before, once per view, never over another popup. */
  function canOpenAutomatically(kind: LeadPopupKind): boolean {
    return state.open === null && !openedThisView.has(kind) && !isShown(kind) && !isDismissed(kind);
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

    /** Arms the timers and detectors ("page load"). */
    start(): void {
      cleanups.push(mobile.watch());
      // Mobile popup: 1 s after load, on mobile devices or development hosts.
      if (mobile.isMobile() || isDevHost) {
        later(POPUP_DELAY_MS, () => {
          if (canOpenAutomatically("mobile")) open("mobile");
        });
      }
      // On development hosts the exit popup also opens after 15 s if nothing else is open.
      if (isDevHost) later(DEV_HOST_EXIT_POPUP_DELAY_MS, openExitIfAllowed);
      later(ENTRY_POPUP_MIN_DWELL_MS, () => {
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
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
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

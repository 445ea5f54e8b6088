import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { memoryStorage, type KeyValueStorage } from "../../client/browser/safe-storage";
import { createMobileDetector } from "../../client/features/popups/mobile-detector";
import {
  createPopupManager,
  ENTRY_POPUP_MIN_DWELL_MS,
  type PopupDocument,
  type PopupWindow,
} from "../../client/features/popups/popup-manager";
import { createPageAttention, type PageAttention } from "../../client/lib/attention/page-attention";
import { STORAGE_KEYS, type PopupKind } from "../../shared/constants";
import { isDevelopmentHost } from "../../shared/development-hosts";

const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

type FakeWindow = PopupWindow & { innerWidth: number; scrollY: number };
type FakeDocument = PopupDocument & { visibilityState: DocumentVisibilityState };

/** A returning visitor's page: the consent choice is stored, no menu is open. */
function answeredAttention(): PageAttention {
  const attention = createPageAttention();
  attention.reportConsent("stored");
  return attention;
}

function setup(
  options: {
    width?: number;
    userAgent?: string;
    hostname?: string;
    developmentHosts?: string[];
    storage?: KeyValueStorage;
    attention?: PageAttention;
    loadedAt?: number;
  } = {},
) {
  const win = Object.assign(new EventTarget(), {
    innerWidth: options.width ?? 1280,
    innerHeight: 800,
    scrollY: 0,
    location: { hostname: options.hostname ?? "www.agency.example" },
    navigator: { userAgent: options.userAgent ?? DESKTOP_UA },
  }) as FakeWindow;
  const doc = Object.assign(new EventTarget(), { documentElement: new EventTarget(), visibilityState: "visible" }) as FakeDocument;
  const storage = options.storage ?? memoryStorage();
  const manager = createPopupManager({
    window: win,
    document: doc,
    storage,
    developmentHosts: options.developmentHosts ?? ["localhost", "127.0.0.1"],
    attention: options.attention ?? answeredAttention(),
    loadedAt: options.loadedAt,
  });
  const pointer = (type: string, clientY: number, target: EventTarget, relatedTarget: EventTarget | null = null) =>
    target.dispatchEvent(Object.assign(new Event(type), { clientY, relatedTarget }));
  return {
    win,
    doc,
    storage,
    manager,
    open: () => manager.getState().open,
    /** The pointer moves to y (a mousemove on the document). */
    moveTo: (y: number) => pointer("mousemove", y, doc),
    /** The pointer leaves the page (mouseleave on <html>) at y. */
    leavePage: (y: number) => pointer("mouseleave", y, doc.documentElement),
    /** The pointer leaves the window (mouseout with no element under it) at y. */
    leaveWindow: (y: number) => pointer("mouseout", y, doc),
    scrollTo(y: number) {
      win.scrollY = y;
      win.dispatchEvent(new Event("scroll"));
    },
    hide() {
      doc.visibilityState = "hidden";
      doc.dispatchEvent(new Event("visibilitychange"));
    },
  };
}

const flag = (storage: KeyValueStorage, kind: PopupKind, which: "shown" | "dismissed") =>
  storage.getItem(which === "shown" ? STORAGE_KEYS.popupShown(kind) : STORAGE_KEYS.popupDismissed(kind));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("desktop exit intent", () => {
  test("leaving at the top edge (y ≤ 0) opens the exit popup and marks it shown", () => {
    const t = setup();
    t.manager.start();
    t.moveTo(300);
    t.leavePage(0);
    expect(t.open()).toBe("exit");
    expect(flag(t.storage, "exit", "shown")).toBe("true");
    expect(flag(t.storage, "general", "shown")).toBe("true");
  });

  test("detector 1: within 10 px of the top moving up by more than 50 px opens it; 50 px or y = 11 does not", () => {
    const t = setup();
    t.manager.start();
    t.moveTo(60);
    t.moveTo(10); // exactly 50 px up
    expect(t.open()).toBeNull();
    t.moveTo(100);
    t.moveTo(11); // 89 px up, but 11 px from the top
    expect(t.open()).toBeNull();
    t.moveTo(61);
    t.moveTo(10); // 51 px up, 10 px from the top
    expect(t.open()).toBe("exit");
  });

  test("detector 2: leaving the window at y ≤ 5 opens it, at y = 6 it does not", () => {
    const t = setup();
    t.manager.start();
    t.moveTo(40);
    t.leaveWindow(6);
    expect(t.open()).toBeNull();
    t.moveTo(40);
    t.leaveWindow(5);
    expect(t.open()).toBe("exit");
  });

  test("detector 2: an upward jump of more than 100 px when leaving opens it, 100 px does not", () => {
    const t = setup();
    t.manager.start();
    t.moveTo(400);
    t.leaveWindow(300); // 100 px up
    expect(t.open()).toBeNull();
    t.moveTo(401);
    t.leaveWindow(300); // 101 px up
    expect(t.open()).toBe("exit");
  });

  test("moving out onto another element is not leaving the window", () => {
    const t = setup();
    t.manager.start();
    t.moveTo(300);
    t.leaveWindow(2);
    expect(t.open()).toBe("exit");
    const u = setup();
    u.manager.start();
    u.moveTo(300);
    u.doc.dispatchEvent(Object.assign(new Event("mouseout"), { clientY: 2, relatedTarget: new EventTarget() }));
    expect(u.open()).toBeNull();
  });

  test("leaving at the top on a mobile device does nothing (mobile uses its own detection)", () => {
    const t = setup({ width: 390, userAgent: IPHONE_UA });
    t.manager.start();
    t.moveTo(300);
    t.leavePage(-1);
    t.leaveWindow(0);
    expect(t.open()).toBeNull();
  });

  test("a dismissed exit popup never opens again, neither does one already shown", () => {
    const t = setup();
    t.manager.start();
    t.leavePage(0);
    t.manager.close("exit");
    expect(t.open()).toBeNull();
    expect(flag(t.storage, "exit", "dismissed")).toBe("true");
    expect(flag(t.storage, "general", "dismissed")).toBe("true");
    t.leavePage(0);
    expect(t.open()).toBeNull();

    // A later page view with the same storage.
    const next = setup({ storage: t.storage });
    next.manager.start();
    next.leavePage(0);
    expect(next.open()).toBeNull();

    const shownOnly = memoryStorage();
    shownOnly.setItem(STORAGE_KEYS.popupShown("exit"), "true");
    const third = setup({ storage: shownOnly });
    third.manager.start();
    third.leavePage(0);
    expect(third.open()).toBeNull();
  });

  test("it never opens while the entry popup is open", () => {
    const t = setup();
    t.manager.start();
    t.manager.show("entry");
    t.leavePage(0);
    t.moveTo(100);
    t.moveTo(0);
    expect(t.open()).toBe("entry");
    expect(flag(t.storage, "exit", "shown")).toBeNull();
  });

  test("stop() removes the detectors", () => {
    const t = setup();
    t.manager.start();
    t.manager.stop();
    t.leavePage(0);
    expect(t.open()).toBeNull();
  });
});

describe("mobile popup and mobile exit", () => {
  test("on a mobile viewport (≤ 768 px) it opens 1 s after load and is marked shown", () => {
    const t = setup({ width: 768 });
    t.manager.start();
    vi.advanceTimersByTime(999);
    expect(t.open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(t.open()).toBe("mobile");
    expect(flag(t.storage, "mobile", "shown")).toBe("true");
  });

  test("a mobile user agent counts as mobile at any width", () => {
    const t = setup({ width: 1024, userAgent: IPHONE_UA });
    t.manager.start();
    vi.advanceTimersByTime(1000);
    expect(t.open()).toBe("mobile");
  });

  test("a 769 px desktop viewport on a production host gets no mobile popup", () => {
    const t = setup({ width: 769 });
    t.manager.start();
    vi.advanceTimersByTime(60_000);
    expect(t.open()).toBeNull();
    expect(flag(t.storage, "mobile", "shown")).toBeNull();
  });

  test("it does not open when it was shown or dismissed before", () => {
    for (const which of ["shown", "dismissed"] as const) {
      const storage = memoryStorage();
      storage.setItem(which === "shown" ? STORAGE_KEYS.popupShown("mobile") : STORAGE_KEYS.popupDismissed("mobile"), "true");
      const t = setup({ width: 390, storage });
      t.manager.start();
      vi.advanceTimersByTime(2000);
      expect(t.open(), which).toBeNull();
    }
  });

  test("closing stores the mobile dismissed flag", () => {
    const t = setup({ width: 390 });
    t.manager.start();
    vi.advanceTimersByTime(1000);
    t.manager.close("mobile");
    expect(flag(t.storage, "mobile", "dismissed")).toBe("true");
    expect(t.open()).toBeNull();
  });

  test("on mobile the exit popup opens about 100 ms after the page becomes hidden", () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.popupDismissed("mobile"), "true");
    const t = setup({ width: 390, storage });
    t.manager.start();
    t.hide();
    vi.advanceTimersByTime(99);
    expect(t.open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(t.open()).toBe("exit");
  });

  test("on mobile an unload attempt opens the exit popup 100 ms later, without blocking the unload", () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.popupDismissed("mobile"), "true");
    const t = setup({ width: 390, storage });
    t.manager.start();
    const event = new Event("beforeunload", { cancelable: true });
    t.win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    vi.advanceTimersByTime(100);
    expect(t.open()).toBe("exit");
  });

  test("the mobile exit does not stack on the open mobile popup", () => {
    const t = setup({ width: 390 });
    t.manager.start();
    vi.advanceTimersByTime(1000);
    t.hide();
    vi.advanceTimersByTime(200);
    expect(t.open()).toBe("mobile");
  });

  test("on desktop, hiding the page does not open the exit popup", () => {
    const t = setup();
    t.manager.start();
    t.hide();
    vi.advanceTimersByTime(500);
    expect(t.open()).toBeNull();
  });
});

describe("mobile detection", () => {
  test("resizes are read 150 ms after they stop, and only a change of 50 px or more is re-evaluated", () => {
    const win = Object.assign(new EventTarget(), { innerWidth: 800, navigator: { userAgent: DESKTOP_UA } });
    const detector = createMobileDetector(win);
    const stop = detector.watch();
    expect(detector.isMobile()).toBe(false);

    win.innerWidth = 760; // 40 px narrower: the cached answer stands
    win.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(150);
    expect(detector.isMobile()).toBe(false);

    win.innerWidth = 750; // 50 px from the cached 800
    win.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(149);
    expect(detector.isMobile()).toBe(false);
    win.dispatchEvent(new Event("resize")); // still resizing: the wait starts again
    vi.advanceTimersByTime(149);
    expect(detector.isMobile()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(detector.isMobile()).toBe(true);

    stop();
    win.innerWidth = 1400;
    win.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(200);
    expect(detector.isMobile()).toBe(true);
  });
});

describe("development hosts", () => {
  test("localhost gets the mobile popup on desktop 1 s after load, and the exit popup at 15 s once nothing is open", () => {
    const t = setup({ hostname: "localhost" });
    t.manager.start();
    vi.advanceTimersByTime(1000);
    expect(t.open()).toBe("mobile");
    vi.advanceTimersByTime(14_000);
    expect(t.open()).toBe("mobile"); // at 15 s the mobile popup is still open: nothing stacks
    t.manager.close("mobile");

    const u = setup({ hostname: "127.0.0.1", storage: t.storage });
    u.manager.start();
    vi.advanceTimersByTime(14_999);
    expect(u.open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(u.open()).toBe("exit");
  });

  test("a configured pattern (.example.dev) is a development host; the production host is not", () => {
    expect(isDevelopmentHost("preview-42.example.dev", [".example.dev"])).toBe(true);
    expect(isDevelopmentHost("example.dev", [".example.dev"])).toBe(false);
    expect(isDevelopmentHost("staging.agency.example", ["staging.agency.example"])).toBe(true);

    const production = setup({ hostname: "www.agency.example", developmentHosts: ["localhost", ".example.dev"] });
    production.manager.start();
    vi.advanceTimersByTime(20_000);
    expect(production.open()).toBeNull();
    expect(production.manager.isDevelopmentHost()).toBe(false);
  });
});

describe("entry popup", () => {
  test("opens for a desktop visitor after 10 s on the page once they scrolled half a screen", () => {
    const t = setup();
    t.manager.start();
    t.scrollTo(500);
    vi.advanceTimersByTime(ENTRY_POPUP_MIN_DWELL_MS - 1);
    expect(t.open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(t.open()).toBe("entry");
    expect(flag(t.storage, "entry", "shown")).toBe("true");
  });

  test("waits for the scroll when the visitor has not scrolled yet", () => {
    const t = setup();
    t.manager.start();
    vi.advanceTimersByTime(30_000);
    t.scrollTo(399);
    expect(t.open()).toBeNull();
    t.scrollTo(400);
    expect(t.open()).toBe("entry");
  });

  test("never on mobile, never after or over another popup, never after a dismissal of any popup", () => {
    const mobile = setup({ width: 390 });
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.popupDismissed("mobile"), "true");
    const mobileDismissed = setup({ width: 390, storage });
    for (const t of [mobile, mobileDismissed]) {
      t.manager.start();
      t.scrollTo(2000);
      vi.advanceTimersByTime(30_000);
      expect(t.open()).not.toBe("entry");
    }

    const afterExit = setup();
    afterExit.manager.start();
    afterExit.leavePage(0);
    afterExit.manager.close("exit");
    afterExit.scrollTo(2000);
    vi.advanceTimersByTime(30_000);
    expect(afterExit.open()).toBeNull();

    const overExit = setup();
    overExit.manager.start();
    overExit.leavePage(0);
    overExit.scrollTo(2000);
    vi.advanceTimersByTime(30_000);
    expect(overExit.open()).toBe("exit");

    const generalDismissed = memoryStorage();
    generalDismissed.setItem(STORAGE_KEYS.popupDismissed("general"), "true");
    const later = setup({ storage: generalDismissed });
    later.manager.start();
    later.scrollTo(2000);
    vi.advanceTimersByTime(30_000);
    expect(later.open()).toBeNull();
  });

  test("closing it stores the entry dismissed flag and it does not come back", () => {
    const t = setup();
    t.manager.start();
    t.scrollTo(1000);
    vi.advanceTimersByTime(ENTRY_POPUP_MIN_DWELL_MS);
    t.manager.close("entry");
    expect(flag(t.storage, "entry", "dismissed")).toBe("true");
    const next = setup({ storage: t.storage });
    next.manager.start();
    next.scrollTo(1000);
    vi.advanceTimersByTime(ENTRY_POPUP_MIN_DWELL_MS);
    expect(next.open()).toBeNull();
  });
});

describe("manual show and reset", () => {
  test("the entry popup is blocked while the exit popup (or the mobile popup) is open", () => {
    const t = setup();
    t.manager.start();
    expect(t.manager.show("exit")).toBe(true);
    expect(t.manager.show("entry")).toBe(false);
    expect(t.open()).toBe("exit");
    t.manager.close("exit");
    expect(t.manager.show("mobile")).toBe(true);
    expect(t.manager.show("entry")).toBe(false);
    t.manager.close("mobile");
    expect(t.manager.show("entry")).toBe(true);
    expect(t.open()).toBe("entry");
  });

  test("the exit and mobile popups are blocked while another popup is open", () => {
    const t = setup();
    t.manager.start();
    t.manager.show("entry");
    expect(t.manager.show("exit")).toBe(false);
    expect(t.manager.show("mobile")).toBe(false);
    t.manager.close("entry");
    t.manager.show("mobile");
    expect(t.manager.show("exit")).toBe(false);
    expect(t.open()).toBe("mobile");
  });

  test("a manual show ignores earlier dismissals and marks the popup shown", () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.popupDismissed("exit"), "true");
    const t = setup({ storage });
    t.manager.start();
    expect(t.manager.show("exit")).toBe(true);
    expect(flag(storage, "exit", "shown")).toBe("true");
  });

  test("reset clears the shown and dismissed flags of entry, exit, mobile and general, and closes what is open", () => {
    const t = setup();
    t.manager.start();
    t.leavePage(0);
    t.manager.close("exit");
    t.manager.show("mobile");
    for (const kind of ["entry", "exit", "mobile", "general"] as const) {
      t.storage.setItem(STORAGE_KEYS.popupShown(kind), "true");
      t.storage.setItem(STORAGE_KEYS.popupDismissed(kind), "true");
    }
    t.manager.reset();
    expect(t.open()).toBeNull();
    for (const kind of ["entry", "exit", "mobile", "general"] as const) {
      expect(flag(t.storage, kind, "shown"), kind).toBeNull();
      expect(flag(t.storage, kind, "dismissed"), kind).toBeNull();
    }
    // After a reset the exit intent works again in this page view.
    t.moveTo(300);
    t.leavePage(0);
    expect(t.open()).toBe("exit");
  });

  test("subscribers hear every change", () => {
    const t = setup();
    const seen: (string | null)[] = [];
    t.manager.subscribe(() => seen.push(t.open()));
    t.manager.start();
    t.manager.show("entry");
    t.manager.close("entry");
    expect(seen).toEqual(["entry", null]);
  });
});

describe("the consent choice first, and never over a menu (docs/decisions/0015)", () => {
  const phone = { width: 390, userAgent: IPHONE_UA };

  test("on a first visit the mobile popup waits for the banner's answer, then opens 1 s later", () => {
    const attention = createPageAttention();
    const t = setup({ ...phone, attention });
    t.manager.start();
    attention.reportConsent("pending");
    vi.advanceTimersByTime(30_000);
    expect(t.open()).toBeNull();
    attention.reportConsent("given");
    vi.advanceTimersByTime(999);
    expect(t.open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(t.open()).toBe("mobile");
  });

  test("with a choice from an earlier visit it still opens 1 s after load, though the consent code reports a little later", () => {
    const attention = createPageAttention();
    const t = setup({ ...phone, attention });
    t.manager.start();
    vi.advanceTimersByTime(300);
    attention.reportConsent("stored");
    vi.advanceTimersByTime(699);
    expect(t.open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(t.open()).toBe("mobile");
  });

  test("code that arrives late (a slow phone) still opens it 1 s after load, and at once when that time has passed", () => {
    const loadedAt = Date.now();
    vi.advanceTimersByTime(600);
    const t = setup({ ...phone, loadedAt });
    t.manager.start();
    vi.advanceTimersByTime(399);
    expect(t.open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(t.open()).toBe("mobile");

    const late = setup({ ...phone, loadedAt: Date.now() - 4000, storage: memoryStorage() });
    late.manager.start();
    vi.advanceTimersByTime(0);
    expect(late.open()).toBe("mobile");
  });

  test("a banner answered before the popups' code arrived counts the 1 s from the answer", () => {
    const attention = createPageAttention();
    const loadedAt = Date.now();
    attention.reportConsent("pending");
    vi.advanceTimersByTime(1500);
    attention.reportConsent("given");
    vi.advanceTimersByTime(700);
    const t = setup({ ...phone, attention, loadedAt });
    t.manager.start();
    vi.advanceTimersByTime(299);
    expect(t.open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(t.open()).toBe("mobile");
  });

  test("one manager started by the entry script and again by the app arms its timers once; stopped and started again it still counts from the answer", () => {
    const attention = createPageAttention();
    const t = setup({ ...phone, attention });
    const opened: (string | null)[] = [];
    t.manager.subscribe(() => opened.push(t.open()));
    t.manager.start();
    attention.reportConsent("pending");
    vi.advanceTimersByTime(1500);
    attention.reportConsent("given");
    t.manager.start();
    vi.advanceTimersByTime(400);
    // The home page is left and shown again (a client navigation) before the popup is due.
    t.manager.stop();
    t.manager.start();
    vi.advanceTimersByTime(599);
    expect(t.open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(opened).toEqual(["mobile"]);
  });

  test("a menu the visitor opened holds it back; it opens 1 s after the menu closes", () => {
    const attention = answeredAttention();
    const t = setup({ ...phone, attention });
    t.manager.start();
    vi.advanceTimersByTime(500);
    const closeMenu = attention.menuOpened();
    vi.advanceTimersByTime(10_000);
    expect(t.open()).toBeNull();
    closeMenu();
    vi.advanceTimersByTime(999);
    expect(t.open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(t.open()).toBe("mobile");
  });

  test("the exit popup does not open over the waiting banner or an open menu", () => {
    const attention = createPageAttention();
    const t = setup({ attention });
    t.manager.start();
    attention.reportConsent("pending");
    t.moveTo(300);
    t.leavePage(0);
    expect(t.open()).toBeNull();
    attention.reportConsent("given");
    const closeMenu = attention.menuOpened();
    t.leavePage(0);
    expect(t.open()).toBeNull();
    closeMenu();
    t.leavePage(0);
    expect(t.open()).toBe("exit");
  });

  test("the entry popup waits for a menu to close, then opens for the engaged visitor", () => {
    const attention = answeredAttention();
    const t = setup({ attention });
    t.manager.start();
    const closeMenu = attention.menuOpened();
    t.scrollTo(500);
    vi.advanceTimersByTime(ENTRY_POPUP_MIN_DWELL_MS);
    expect(t.open()).toBeNull();
    closeMenu();
    expect(t.open()).toBe("entry");
  });
});

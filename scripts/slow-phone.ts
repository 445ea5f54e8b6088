import type { Page } from "@playwright/test";

// The phone Lighthouse's mobile settings describe (150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up, a CPU 4x slower than this machine's), applied through the DevTools
// protocol, and what the page reports of its own timing under it. Used by the browser test
// (tests/e2e/slow-phone.spec.ts) and the measurement (scripts/slow-phone-bench.ts).

export const SLOW_PHONE = {
  latencyMs: 150,
  downloadBytesPerS: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerS: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** Throttles the page's network and CPU for everything it does from now on. */
export async function throttleLikeSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerS,
    uploadThroughput: SLOW_PHONE.uploadBytesPerS,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
}

/** Milliseconds after the load event, as the page's own clock (performance.now()) saw them. */
export interface PhoneTimings {
  load: number;
  /** The frame after the cookie banner lost its `hidden` attribute. */
  bannerShown: number | null;
  /** The app has hydrated: script-only controls (menu, region list, calculator) answer from here. */
  hydrated: number | null;
  /** The banner was answered (it went hidden after it had been shown). */
  bannerAnswered: number | null;
  /** The frame after the mobile popup was shown (the app's, or the server's copy of its first step). */
  mobilePopupShown: number | null;
  /** The JavaScript fetched by the time the app had hydrated, in KB as it travelled (null: not hydrated yet). */
  scriptKbAtHydrated: number | null;
}

type Marks = {
  bannerShown?: number;
  bannerAnswered?: number;
  hydrated?: number;
  mobilePopupShown?: number;
  scriptBytesAtHydrated?: number;
};

/**
 * An init script: notes when the banner is shown and answered, when the app marks the document
 * hydrated (client/app/site-shell.tsx) and when the mobile popup is shown, in the page's own clock.
 */
export function recordPhoneTimings(): void {
  const marks: Marks = {};
  (window as unknown as { __phoneTimings: typeof marks }).__phoneTimings = marks;
  // Init scripts run before <html> exists: everything is watched once the document is parsed.
  document.addEventListener("DOMContentLoaded", () => {
    new MutationObserver(() => {
      if (marks.hydrated !== undefined || !document.documentElement.dataset.hydrated) return;
      marks.hydrated = performance.now();
      marks.scriptBytesAtHydrated = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .reduce((sum, entry) => sum + entry.transferSize, 0);
    }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
    // The app's mobile popup, or the server's copy of its first step once the entry shows it.
    new MutationObserver((_, observer) => {
      const popups = [...document.querySelectorAll('[data-popup="mobile"], [data-popup="mobile-intro"]')];
      if (!popups.some((popup) => !popup.closest("[hidden]"))) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        marks.mobilePopupShown ??= performance.now();
      });
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
    const banner = document.getElementById("cookie-banner");
    if (!banner) return;
    new MutationObserver(() => {
      // The click that answers hides the banner in the same task: this is the answer's time.
      if (banner.hidden && marks.bannerShown !== undefined) marks.bannerAnswered ??= performance.now();
      if (banner.hidden || marks.bannerShown !== undefined) return;
      requestAnimationFrame(() => {
        marks.bannerShown ??= performance.now();
      });
    }).observe(banner, { attributes: true, attributeFilter: ["hidden"] });
  });
}

/** The timings recorded so far, relative to the load event (null: not yet). */
export async function readPhoneTimings(page: Page): Promise<PhoneTimings> {
  // Plain values only: a named function inside would need the runner's helpers in the page.
  const raw = await page.evaluate(() => {
    const marks = (window as unknown as { __phoneTimings: Marks }).__phoneTimings;
    const load = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
    return { load, marks };
  });
  const after = (t: number | undefined) => (t === undefined || raw.load === 0 ? null : t - raw.load);
  return {
    load: raw.load,
    bannerShown: after(raw.marks.bannerShown),
    hydrated: after(raw.marks.hydrated),
    bannerAnswered: after(raw.marks.bannerAnswered),
    mobilePopupShown: after(raw.marks.mobilePopupShown),
    scriptKbAtHydrated: raw.marks.scriptBytesAtHydrated === undefined ? null : raw.marks.scriptBytesAtHydrated / 1024,
  };
}

/** How long after the banner's answer the mobile popup was shown, in the page's clock (null: one of them has not happened). */
export function popupAfterAnswer(timings: PhoneTimings): number | null {
  return timings.bannerAnswered === null || timings.mobilePopupShown === null ? null : timings.mobilePopupShown - timings.bannerAnswered;
}

let loadedAt: number | null = null;

/**
 * Runs `task` at the page's load event (at once if it has fired). The time of that event
 * (Date.now(), so a test's fake clock moves it too) is what the product's timers count from:
 * the cookie banner's 1.5 s and the popups' delays, not the app's hydration, which comes
 * later on a slow phone (docs/decisions/0004-performance-budget.md).
 */
export function whenPageLoaded(task: () => void): void {
  const run = () => {
    loadedAt ??= Date.now();
    task();
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

/** When the load event fired; before it has (or where the entry never ran) this is now. */
export function pageLoadedAt(): number {
  return loadedAt ?? Date.now();
}

/** A hidden tab paints nothing: it starts this long after the load event instead. */
const HIDDEN_TAB_WAIT_MS = 100;
/** Never wait longer than this after the load event, whatever the browser reports. */
const LONGEST_WAIT_MS = 3000;

const FIRST_PAINT = "first-contentful-paint";

/**
 * Runs `task` once the load event has fired and the page's first contentful paint has been
 * shown. The browser reports that paint (a `paint` performance entry) only after the frame
 * has been presented, so work started here can neither hold it back nor be counted into it:
 * docs/decisions/0004-performance-budget.md. No timer is involved on that path, so a test's
 * paused clock does not hold hydration back. Where the entry type is unknown, a timer set
 * from an animation frame runs after that frame's paint.
 */
export function afterLoadAndFirstPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  const afterLoad = () => {
    setTimeout(once, document.visibilityState === "hidden" ? HIDDEN_TAB_WAIT_MS : LONGEST_WAIT_MS);
    if (performance.getEntriesByName(FIRST_PAINT).length > 0) {
      once();
    } else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      const observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName(FIRST_PAINT).length === 0) return;
        observer.disconnect();
        once();
      });
      observer.observe({ type: "paint", buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(once, 0));
    }
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

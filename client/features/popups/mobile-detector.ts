import { MOBILE_MAX_WIDTH_PX } from "../../../shared/constants";

// Mobile detection: a viewport of 768 px or less, or a mobile user agent.
// The answer is cached until the width changes by 50 px or more; resizing is read
// 150 ms after it stops.
export const MOBILE_WIDTH_CACHE_PX = 50;
export const RESIZE_DEBOUNCE_MS = 150;

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export interface ViewportWindow extends EventTarget {
  innerWidth: number;
  navigator: { userAgent: string };
}

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

export function createMobileDetector(win: ViewportWindow) {
  const isMobileAgent = isMobileUserAgent(win.navigator.userAgent);
  let cachedWidth = win.innerWidth;
  let cached = isMobileAgent || cachedWidth <= MOBILE_MAX_WIDTH_PX;

  function refresh(): void {
    const width = win.innerWidth;
    if (Math.abs(width - cachedWidth) < MOBILE_WIDTH_CACHE_PX) return;
    cachedWidth = width;
    cached = isMobileAgent || width <= MOBILE_MAX_WIDTH_PX;
  }

  return {
    isMobile: (): boolean => cached,
    /** Follows resizes (debounced); returns the function that stops following. */
    watch(): () => void {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onResize = () => {
        clearTimeout(timer);
        timer = setTimeout(refresh, RESIZE_DEBOUNCE_MS);
      };
      win.addEventListener("resize", onResize, { passive: true });
      return () => {
        clearTimeout(timer);
        win.removeEventListener("resize", onResize);
      };
    },
  };
}

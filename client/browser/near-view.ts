/**
 * Resolves once `element` is within a screen's height of the view, or a visitor focuses or
 * touches something in it, whichever comes first: when code that only this element needs is
 * worth fetching. Without an element or IntersectionObserver, at once.
 */
export function whenNearView(element: Element | null): Promise<void> {
  if (!element || !("IntersectionObserver" in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      element.removeEventListener("focusin", done);
      element.removeEventListener("pointerdown", done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: "100% 0px",
    });
    observer.observe(element);
    element.addEventListener("focusin", done);
    element.addEventListener("pointerdown", done);
  });
}

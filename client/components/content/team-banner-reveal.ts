import { eachElement } from "../../browser/each-element";

// The team banner's entrance (client/styles/app.css, .team-banner): its portraits animate in
// once it scrolls into view. A DOM behaviour rather than React state, so it works the same on
// a banner kept as the server's HTML in a static part and on one React renders in a navigation
// (client/browser/each-element.ts).

/** Banners already watched: a live banner re-rendered, or one kept in a static part, is watched once. */
const watched = new WeakSet<HTMLElement>();

/** Watches one banner: "waiting" while below the fold, "running" once a fifth of it shows; left alone if on screen at load. */
function revealTeamBanner(banner: HTMLElement): () => void {
  if (watched.has(banner) || !("IntersectionObserver" in window)) return () => {};
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  watched.add(banner);
  let isFirst = true;
  const observer = new IntersectionObserver(
    (entries) => {
      const isVisible = entries.some((e) => e.isIntersecting);
      // Already on screen at load: leave it as the server drew it, never blink it away.
      if (isFirst && isVisible) observer.disconnect();
      else if (isFirst) banner.dataset.animation = "waiting";
      else if (isVisible) {
        banner.dataset.animation = "running";
        observer.disconnect();
      }
      isFirst = false;
    },
    { threshold: 0.2 },
  );
  observer.observe(banner);
  return () => {
    observer.disconnect();
    watched.delete(banner);
  };
}

/** Every banner of the page, now and as pages render them: called once, when the app starts. */
export function revealTeamBanners(): void {
  eachElement(".team-banner", (banner) => {
    if (banner instanceof HTMLElement) revealTeamBanner(banner);
  });
}

// The team banner's entrance (client/styles/app.css, .team-banner): its portraits animate in
// once it scrolls into view. A DOM behaviour rather than React state, so it works the same on
// a banner React rendered and on one kept as the server's HTML in a static part
// (client/lib/static-parts/static-part.tsx).

/** Banners already watched: a live banner re-rendered, or one kept in a static part, is watched once. */
const watched = new WeakSet<HTMLElement>();

/** Watches one banner: "waiting" while below the fold, "running" once a fifth of it shows; left alone if on screen at load. */
export function revealTeamBanner(banner: HTMLElement): () => void {
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

/** Every banner in the document's static parts (called once the app has hydrated). */
export function revealStaticTeamBanners(): void {
  for (const banner of document.querySelectorAll<HTMLElement>("[data-static-part] .team-banner")) revealTeamBanner(banner);
}

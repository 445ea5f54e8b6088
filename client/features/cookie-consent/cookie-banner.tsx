import { useLayoutEffect, useRef } from "react";
import { Link } from "../../lib/region/region-link";
import { useCopy } from "../../lib/region/use-copy";
import { useLeadCaptureCopy } from "../../lib/region/use-lead-capture-copy";

export interface CookieBannerProps {
  onCustomize(): void;
  onRejectAll(): void;
  onAcceptAll(): void;
}

/**
 * The cookie banner: fixed at the bottom, not modal. Reject All sits beside
 * Accept All with the same look, so refusing is exactly as easy as agreeing.
 * While it shows, the page gets bottom padding of its height, so nothing (the
 * footer's last links) can end up hidden behind it. No popup opens while it waits
 * for an answer (docs/decisions/0015-consent-before-popups.md).
 */
export function CookieBanner(props: CookieBannerProps) {
  const ref = useRef<HTMLElement>(null);
  const copy = useCopy();
  const text = useLeadCaptureCopy().cookies;

  useLayoutEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const body = document.body;
    const pad = () => (body.style.paddingBottom = `${banner.offsetHeight}px`);
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = "";
    };
  }, []);

  return (
    <section
      ref={ref}
      aria-labelledby="cookie-banner-title"
      className="cookie-banner fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgb(15_23_42/0.12)]"
    >
      <div className="container-page flex flex-col gap-4 py-4 lg:flex-row lg:items-center lg:justify-between lg:gap-8">
        <div className="max-w-3xl">
          <h2 id="cookie-banner-title" className="text-base font-semibold text-slate-900">
            {text.bannerTitle}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">
            {/* Short on purpose, in every language: on a phone a longer text would be the largest thing painted and so the page's LCP. */}
            {text.bannerText}{" "}
            <Link to="/privacy-policy" className="font-medium text-indigo-700 underline underline-offset-2">
              {copy.footer.privacyPolicy}
            </Link>{" "}
            {text.and}{" "}
            <Link to="/cookie-policy" className="font-medium text-indigo-700 underline underline-offset-2">
              {copy.footer.cookiePolicy}
            </Link>
            .
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-3 gap-2">
          <button type="button" className="btn btn-outline px-3" onClick={props.onCustomize}>
            {text.customize}
          </button>
          <button type="button" className="btn btn-primary px-3" onClick={props.onRejectAll}>
            {text.rejectAll}
          </button>
          <button type="button" className="btn btn-primary px-3" onClick={props.onAcceptAll}>
            {text.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}

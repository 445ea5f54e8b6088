import type { LeadCaptureCopy } from "../../../shared/i18n/lead-capture.en";
import { CONSENT_ACTION_ATTRIBUTE, COOKIE_BANNER_ID, type ConsentAction } from "./cookie-banner-dom";

export interface CookieBannerProps {
  text: LeadCaptureCopy["cookies"];
  privacyPolicy: { href: string; label: string };
  cookiePolicy: { href: string; label: string };
}

const action = (name: ConsentAction) => ({ [CONSENT_ACTION_ATTRIBUTE]: name });

/**
 * The cookie banner, rendered by the server into every page outside the app's root and
 * hidden until the entry script shows it (cookie-banner-dom.ts): fixed at the bottom, not
 * modal. Reject All sits beside Accept All with the same look, so refusing is exactly as
 * easy as agreeing. No popup opens while it waits for an answer
 * (docs/decisions/0015-consent-before-popups.md).
 */
export function CookieBanner({ text, privacyPolicy, cookiePolicy }: CookieBannerProps) {
  return (
    <section
      id={COOKIE_BANNER_ID}
      hidden
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
            <a href={privacyPolicy.href} className="font-medium text-indigo-700 underline underline-offset-2">
              {privacyPolicy.label}
            </a>{" "}
            {text.and}{" "}
            <a href={cookiePolicy.href} className="font-medium text-indigo-700 underline underline-offset-2">
              {cookiePolicy.label}
            </a>
            .
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-3 gap-2">
          <button type="button" className="btn btn-outline px-3" {...action("customize")}>
            {text.customize}
          </button>
          <button type="button" className="btn btn-primary px-3" {...action("reject")}>
            {text.rejectAll}
          </button>
          <button type="button" className="btn btn-primary px-3" {...action("accept")}>
            {text.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}

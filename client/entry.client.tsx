import { OPEN_COOKIE_SETTINGS_EVENT } from "../shared/constants";
import { APP_DATA_ID, type AppData } from "./app/app-data";
import { afterLoadAndFirstPaint } from "./browser/after-first-paint";
import { reloadOnce } from "./browser/chunk-reload";
import { installGlobalErrorHandlers } from "./browser/global-errors";
import { startWebVitals } from "./features/web-vitals/start-web-vitals";
import { whenPageLoaded } from "./browser/page-load";
import type { ConsentStore } from "./features/cookie-consent/consent-store";
import { afterBannerSettled, bindCookieBanner, COOKIE_BANNER_ID } from "./features/cookie-consent/cookie-banner-dom";
import { pageConsent } from "./features/cookie-consent/page-consent";
import { LEAD_POPUPS_PAGE } from "./lib/routing/popup-page";
import { rememberLanding } from "./lib/attribution/landing";
import { applyArrivalRule } from "./lib/region/region-arrival";
import { denyConsentByDefault } from "./lib/consent/google-tag-queue";
import { watchLeadFormInteraction } from "./lib/spam-guard/form-token-trigger";
import { setRenderedFormToken } from "./lib/spam-guard/rendered-form-token";

// The only script a page asks for before its load event, kept to a few kilobytes. The page
// is complete HTML and its links and forms work without script, so hydration can wait: the
// app's modules (React, the router, this page's chunk) are requested once the page has loaded
// and painted (docs/decisions/0004-performance-budget.md). What the product times from the
// load event does not wait for them: the cookie banner is the server's markup, shown and
// answered from here.

/** Asks for every module at once, so the import below does not discover them one level at a time. */
function preloadModules(urls: string[]): void {
  for (const href of urls) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * The cookie banner 1.5 s after the load event (a stored choice applied then instead), with
 * Accept All and Reject All working before the app arrives. Customize and the footer's
 * "Cookie settings" ask for the app, whose dialog opens from the same store once it is there.
 */
function startCookieConsent(appData: AppData, loadApp: () => void): ConsentStore {
  const consent = pageConsent(appData.root.gaMeasurementId);
  bindCookieBanner(consent, loadApp);
  window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, () => {
    consent.openSettings();
    loadApp();
  });
  whenPageLoaded(() => {
    consent.start();
    // Browser tests wait for this before moving the clock.
    document.documentElement.dataset.cookieConsent = "ready";
  });
  return consent;
}

function start() {
  // Consent Mode's defaults come before anything can reach the Google tag (docs/product-rules.md#cookie-consent).
  denyConsentByDefault();
  installGlobalErrorHandlers();
  const appData = JSON.parse(document.getElementById(APP_DATA_ID)?.textContent ?? "null") as AppData | null;
  if (!appData) return;
  // The page's data is as fresh as the page, counted from its arrival, not its render (client/api/dehydrated-times.ts).
  const receivedAt = Date.now();
  // Where this visit came from, read from this load's address before the router can
  // change it (recorded after hydration), and the lead forms' anti-spam token
  // (docs/decisions/0014): both work before the app has loaded.
  rememberLanding();
  // A first visit that belongs to another region goes to that region's page now, before the app
  // is asked for; this page starts nothing else (client/lib/region/region-arrival.ts).
  if (applyArrivalRule()) return;
  setRenderedFormToken(appData.root.formToken);
  watchLeadFormInteraction();
  startWebVitals(appData.template);
  let preloaded = false;
  const preloadApp = () => {
    if (preloaded) return;
    preloaded = true;
    preloadModules(appData.modules);
  };
  let started = false;
  const loadApp = () => {
    if (started) return;
    started = true;
    preloadApp();
    import("./app/start-app").then(
      (app) => app.startApp(appData, receivedAt),
      (error: unknown) => {
        // A deploy replaced the hashed files, or the network blinked: the page keeps working as HTML.
        if (!reloadOnce()) console.error("The app's code failed to load", error);
      },
    );
  };
  // A page without the banner asks no cookie question (the staff screens, a draft's preview:
  // server/ssr/render.tsx): nothing is measured or tagged there, and the app does not wait for it.
  if (!document.getElementById(COOKIE_BANNER_ID)) {
    afterLoadAndFirstPaint(loadApp);
    return;
  }
  const consent = startCookieConsent(appData, loadApp);
  // On the page that hosts the popups, their manager counts from the load event here, and the
  // server's copy of the mobile popup's first step opens on time before the app has arrived
  // (client/features/popups/mobile-popup-intro-dom.ts). Its small chunk is asked for once the
  // page has loaded and painted, long before the earliest the popup is due (1 s after the load
  // event, which is what its timers count from).
  if (appData.template === LEAD_POPUPS_PAGE) {
    afterLoadAndFirstPaint(() => {
      import("./features/popups/page-popups").then(
        (popups) => popups.startPagePopups(appData.root.developmentHosts ?? [], loadApp),
        (error: unknown) => console.error("The popups' code failed to load", error),
      );
    });
  }
  // The app's code is fetched once the page has painted, and run once the banner has been
  // shown (or a choice is known), so its long tasks on a slow phone cannot delay the banner.
  afterLoadAndFirstPaint(() => {
    preloadApp();
    afterBannerSettled(consent, loadApp);
  });
  // A visitor who reaches for the page before then (it has been painted by the time they can) does not wait for the load event.
  for (const type of ["pointerdown", "keydown"]) document.addEventListener(type, loadApp, { once: true, capture: true, passive: true });
}

start();

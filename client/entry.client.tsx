import { APP_DATA_ID, type AppData } from "./app/app-data";
import { afterLoadAndFirstPaint } from "./browser/after-first-paint";
import { reloadOnce } from "./browser/chunk-reload";
import { installGlobalErrorHandlers } from "./browser/global-errors";
import { startWebVitals } from "./features/web-vitals/start-web-vitals";
import { rememberLanding } from "./lib/attribution/landing";
import { denyConsentByDefault } from "./lib/consent/google-tag-queue";
import { watchLeadFormInteraction } from "./lib/spam-guard/form-token-trigger";
import { setRenderedFormToken } from "./lib/spam-guard/rendered-form-token";

// The only script a page asks for before its load event, kept to a few kilobytes. The page
// is complete HTML and its links and forms work without script, so hydration can wait: the
// app's modules (React, the router, this page's chunk) are requested once the page has loaded
// and painted (docs/decisions/0004-performance-budget.md).

/** Asks for every module at once, so the import below does not discover them one level at a time. */
function preloadModules(urls: string[]): void {
  for (const href of urls) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
}

function start() {
  // Consent Mode's defaults come before anything can reach the Google tag (docs/product-rules.md#cookie-consent).
  denyConsentByDefault();
  installGlobalErrorHandlers();
  const appData = JSON.parse(document.getElementById(APP_DATA_ID)?.textContent ?? "null") as AppData | null;
  if (!appData) return;
  // Where this visit came from, read from this load's address before the router can
  // change it (recorded after hydration), and the lead forms' anti-spam token
  // (docs/decisions/0014): both work before the app has loaded.
  rememberLanding();
  setRenderedFormToken(appData.root.formToken);
  watchLeadFormInteraction();
  startWebVitals(appData.template);
  let started = false;
  const loadApp = () => {
    if (started) return;
    started = true;
    preloadModules(appData.modules);
    import("./app/start-app").then(
      (app) => app.startApp(appData),
      (error: unknown) => {
        // A deploy replaced the hashed files, or the network blinked: the page keeps working as HTML.
        if (!reloadOnce()) console.error("The app's code failed to load", error);
      },
    );
  };
  afterLoadAndFirstPaint(loadApp);
  // A visitor who reaches for the page before then (it has been painted by the time they can) does not wait for the load event.
  for (const type of ["pointerdown", "keydown"]) document.addEventListener(type, loadApp, { once: true, capture: true, passive: true });
}

start();

import { lazy, Suspense, use, useContext } from "react";
import { whenNearView } from "../../browser/near-view";
import { HOME_CONTACT_ANCHOR } from "../../features/home-contact-form/home-contact-anchor";
import { useHydrating } from "../../lib/hydration/use-hydrating";
import { KeptHtml } from "../../lib/static-parts/kept-html";
import { loadOnce } from "../../lib/static-parts/load-once";
import { StaticPartHtmlContext } from "../../lib/static-parts/static-part";
import { builtWith } from "../../lib/fast-path-switches";

// The home contact form is a plain form that posts without script (the server stores the lead or
// renders the page again with its errors), and it sits below the fold. So the home page hydrates
// without its code: hydrating, the form keeps the server's HTML until it comes near the view or a
// visitor reaches into it, and only then is its code fetched and the form hydrated in place
// (docs/decisions/0030-the-query-cache-with-what-reads-it.md). Rendered in the browser (a
// navigation to the home page), it is an ordinary lazy component. The server keeps the form's HTML
// per address (client/lib/static-parts/kept-html.tsx).

const loadForm = () => import("../../features/home-contact-form/home-contact-form").then((module) => module.HomeContactForm);
const HomeContactForm = lazy(() => loadForm().then((component) => ({ default: component })));

/** The one wait of the page the visitor landed on; a later render of the form never waits. */
let nearView: Promise<void> | undefined;

/** Waits, while hydrating, for the form to be needed; React leaves the boundary above it as the server's HTML meanwhile. */
function WhenNeeded() {
  if (useHydrating() && typeof document !== "undefined" && builtWith("home-form-when-needed")) {
    nearView ??= whenNearView(document.getElementById(HOME_CONTACT_ANCHOR));
    use(nearView);
  }
  return <HomeContactForm />;
}

/** The server's form, loaded before its kept HTML is rendered on its own: that render cannot wait. */
const serverForm = loadOnce(loadForm);
function ServerForm() {
  const Form = serverForm.loadedOrSuspend();
  return (
    <KeptHtml name="home-contact-form">
      <Suspense>
        <Form />
      </Suspense>
    </KeptHtml>
  );
}

/** The home contact form, hydrated when it is needed, in a Suspense boundary of its own. */
export function ContactFormIsland() {
  if (useContext(StaticPartHtmlContext)) return <ServerForm />;
  return (
    <KeptHtml name="home-contact-form">
      <Suspense>
        <WhenNeeded />
      </Suspense>
    </KeptHtml>
  );
}

import { lazy, Suspense, use } from "react";
import { whenNearView } from "../../browser/near-view";
import { HOME_CONTACT_ANCHOR } from "../../features/home-contact-form/home-contact-anchor";
import { useHydrating } from "../../lib/hydration/use-hydrating";

// The home contact form is a plain form that posts without script (the server stores the lead or
// renders the page again with its errors), and it sits below the fold. So the home page hydrates
// without its code: hydrating, the form keeps the server's HTML until it comes near the view or a
// visitor reaches into it, and only then is its code fetched and the form hydrated in place
// (docs/decisions/0030-the-query-cache-with-what-reads-it.md). Rendered in the browser (a
// navigation to the home page), it is an ordinary lazy component.

const HomeContactForm = lazy(() =>
  import("../../features/home-contact-form/home-contact-form").then((module) => ({ default: module.HomeContactForm })),
);

/** The one wait of the page the visitor landed on; a later render of the form never waits. */
let nearView: Promise<void> | undefined;

/** Waits, while hydrating, for the form to be needed; React leaves the boundary above it as the server's HTML meanwhile. */
function WhenNeeded() {
  if (useHydrating() && typeof document !== "undefined") {
    nearView ??= whenNearView(document.getElementById(HOME_CONTACT_ANCHOR));
    use(nearView);
  }
  return <HomeContactForm />;
}

/** The home contact form, hydrated when it is needed, in a Suspense boundary of its own. */
export function ContactFormIsland() {
  return (
    <Suspense>
      <WhenNeeded />
    </Suspense>
  );
}

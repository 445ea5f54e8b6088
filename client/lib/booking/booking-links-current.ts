import { eachElement } from "../../browser/each-element";
import { onBookingContactChange } from "./booking-contact";
import { visitBookingLink } from "./visit-booking-link";

// Every booking link (./booking-link.tsx) is rendered with the region's plain booking address,
// which it also names in data-booking-link; this gives each the visit's utm_* tags and, after a
// sent form, the visitor's name and email (docs/decisions/0026-ads-conversion-loop.md). One DOM
// behaviour for all of them: those React keeps as the server's HTML in static parts, those it
// hydrates and those it renders later (client/browser/each-element.ts).

const LINK = "a[data-booking-link]";
/** Links React does not hydrate: they may change at once. */
const KEPT_LINK = `[data-static-part] ${LINK}`;

function keepCurrent(link: Element): void {
  if (!(link instanceof HTMLAnchorElement)) return;
  // A link React hydrates keeps the server's address until the page has hydrated: changed
  // earlier, it would not match what React renders (client/app/site-shell.tsx marks the document).
  if (document.documentElement.dataset.hydrated !== "true" && !link.matches(KEPT_LINK)) return;
  const href = visitBookingLink(link.dataset.bookingLink ?? link.href);
  if (link.href !== href) link.href = href;
}

const updateAll = () => {
  for (const link of document.querySelectorAll(LINK)) keepCurrent(link);
};

/** Keeps every booking link of the page current from now on: called once, when the app starts. */
export function keepBookingLinksCurrent(): void {
  eachElement(LINK, keepCurrent, ["href"]);
  // The page's hydration marks the document: then the hydrated links get theirs.
  new MutationObserver(updateAll).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
  onBookingContactChange(updateAll);
}

import { onBookingContactChange } from "./booking-contact";
import { visitBookingLink } from "./use-booking-url";

// The booking links inside static parts (client/lib/static-parts/static-part.tsx) are the
// server's HTML, which React did not hydrate: this gives them the visit's tags and contact,
// as ./use-booking-url.ts does for the others, after hydration and after every sent form.

const SELECTOR = "[data-static-part] a[data-booking-link]";

function update(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(SELECTOR)) {
    const href = visitBookingLink(link.dataset.bookingLink ?? link.href);
    if (link.href !== href) link.href = href;
  }
}

export function keepStaticBookingLinksCurrent(): void {
  update();
  onBookingContactChange(update);
}

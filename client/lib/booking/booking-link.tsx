import type { AnchorHTMLAttributes } from "react";
import { ExternalLink } from "../../components/ui/external-link";
import { useRegionConfig } from "../region/region-context";
import { useBookingUrl } from "./use-booking-url";

/**
 * Every link to the region's booking page: a new tab, with this visit's tags and contact
 * (./use-booking-url.ts). It names the plain address too, so a link in a static part, which React
 * does not hydrate, is kept current all the same (./static-booking-links.ts).
 */
export function BookingLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const { bookingUrl } = useRegionConfig();
  return <ExternalLink href={useBookingUrl()} {...props} data-booking-link={bookingUrl} />;
}

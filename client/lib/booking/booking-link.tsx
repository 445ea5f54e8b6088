import type { AnchorHTMLAttributes } from "react";
import { ExternalLink } from "../../components/ui/external-link";
import { useRegionConfig } from "../region/region-context";

/**
 * Every link to the region's booking page: a new tab. It is rendered with the plain address,
 * which it names in data-booking-link too; the visit's tags and contact are added by the
 * document (./booking-links-current.ts), so the link is the same in a static part, which React
 * does not hydrate, and anywhere else.
 */
export function BookingLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const { bookingUrl } = useRegionConfig();
  return <ExternalLink href={bookingUrl} {...props} data-booking-link={bookingUrl} />;
}

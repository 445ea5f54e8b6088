import { bookingLink } from "../../../shared/booking/booking-link";
import { getAttributionForPost } from "../attribution/attribution";
import { bookingContact } from "./booking-contact";

/** `base` (a region's plain booking address) with this visit's tags and remembered contact. */
export function visitBookingLink(base: string): string {
  return bookingLink(base, getAttributionForPost(), bookingContact());
}

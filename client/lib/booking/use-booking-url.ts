import { useSyncExternalStore } from "react";
import { bookingLink } from "../../../shared/booking/booking-link";
import { getAttributionForPost } from "../attribution/attribution";
import { useRegionConfig } from "../region/region-context";
import { bookingContact, onBookingContactChange } from "./booking-contact";

/**
 * The region's booking address with this visit's utm_* tags and, after a sent form, the
 * visitor's name and email. The server renders the plain address (it knows neither); the
 * browser adds them right after hydration, and again when a form is sent.
 */
export function useBookingUrl(): string {
  const { bookingUrl } = useRegionConfig();
  return useSyncExternalStore(
    onBookingContactChange,
    () => visitBookingLink(bookingUrl),
    () => bookingUrl,
  );
}

/** `base` (a region's plain booking address) with this visit's tags and remembered contact. */
export function visitBookingLink(base: string): string {
  return bookingLink(base, getAttributionForPost(), bookingContact());
}

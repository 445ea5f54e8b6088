import { STORAGE_KEYS } from "../../../shared/constants";
import type { BookingContact } from "../../../shared/booking/booking-link";
import { safeLocalStorage, safeSessionStorage } from "../../browser/safe-storage";
import { readStoredConsent } from "../consent/consent-preferences";

// The name and email of the last form this visitor sent, so every booking link can fill
// them in (shared/booking/booking-link.ts). Kept in this tab's sessionStorage only (gone
// when the tab closes; never a cookie, never sent to our server), and only while the
// visitor's cookie choice allows functional storage: without it nothing is kept and the
// booking links carry the campaign tags alone (docs/decisions/0026-ads-conversion-loop.md).

const listeners = new Set<() => void>();

const allowsFunctional = (): boolean => {
  const stored = readStoredConsent(safeLocalStorage(), Date.now());
  return stored.status === "valid" && stored.preferences.functional;
};

/** After a form was sent: remembers its name and email for the booking links. */
export function rememberBookingContact(name: string | null | undefined, email: string | null | undefined): void {
  if (!email || !allowsFunctional()) return;
  safeSessionStorage().setItem(STORAGE_KEYS.bookingContact, JSON.stringify({ name: name?.trim() ?? "", email: email.trim() }));
  for (const listener of listeners) listener();
}

/** The remembered contact, or null (none, unreadable, or functional storage no longer allowed). */
export function bookingContact(): BookingContact | null {
  const session = safeSessionStorage();
  const raw = session.getItem(STORAGE_KEYS.bookingContact);
  if (raw === null) return null;
  if (!allowsFunctional()) {
    session.removeItem(STORAGE_KEYS.bookingContact);
    return null;
  }
  try {
    const value = JSON.parse(raw) as Partial<BookingContact>;
    return typeof value.email === "string" ? { name: typeof value.name === "string" ? value.name : "", email: value.email } : null;
  } catch {
    return null;
  }
}

export function onBookingContactChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

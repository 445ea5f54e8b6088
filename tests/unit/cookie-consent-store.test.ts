import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { memoryStorage, type KeyValueStorage } from "../../client/browser/safe-storage";
import {
  ACCEPT_ALL,
  parsePreferences,
  readStoredConsent,
  REJECT_ALL,
  type ConsentPreferences,
} from "../../client/lib/consent/consent-preferences";
import { createConsentStore } from "../../client/features/cookie-consent/consent-store";
import { STORAGE_KEYS } from "../../shared/constants";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2026-06-15T12:00:00.000Z");

function setup(stored?: { value: string; date?: string | null }) {
  const storage: KeyValueStorage = memoryStorage();
  if (stored) {
    storage.setItem(STORAGE_KEYS.cookieConsent, stored.value);
    if (stored.date) storage.setItem(STORAGE_KEYS.cookieConsentDate, stored.date);
  }
  const applied: ConsentPreferences[] = [];
  const store = createConsentStore({ storage, now: () => Date.now(), apply: (p) => applied.push(p) });
  return { storage, store, applied };
}

const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe("cookie consent store", () => {
  test("with no stored choice the banner appears after exactly 1.5 s", () => {
    const { store, applied } = setup();
    store.start();
    vi.advanceTimersByTime(1499);
    expect(store.getState().isBannerVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().isBannerVisible).toBe(true);
    expect(applied).toEqual([]);
  });

  test("Accept All stores analytics, marketing and functional as true with the ISO date and hides the banner", () => {
    const { store, storage, applied } = setup();
    store.start();
    vi.advanceTimersByTime(1500);
    vi.setSystemTime(NOW + 5000);
    store.acceptAll();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.cookieConsent)!)).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(storage.getItem(STORAGE_KEYS.cookieConsentDate)).toBe(new Date(NOW + 5000).toISOString());
    expect(store.getState()).toEqual({ preferences: ACCEPT_ALL, isBannerVisible: false, isSettingsOpen: false });
    expect(applied).toEqual([ACCEPT_ALL]);
  });

  test("Reject All stores the three optional categories as false", () => {
    const { store, storage, applied } = setup();
    store.start();
    vi.advanceTimersByTime(1500);
    store.rejectAll();
    expect(storage.getItem(STORAGE_KEYS.cookieConsent)).toBe('{"essential":true,"analytics":false,"marketing":false,"functional":false}');
    // The fake clock moved on by the 1.5 s the banner waited.
    expect(storage.getItem(STORAGE_KEYS.cookieConsentDate)).toBe(new Date(NOW + 1500).toISOString());
    expect(store.getState().isBannerVisible).toBe(false);
    expect(applied).toEqual([REJECT_ALL]);
  });

  test("Save Preferences stores the toggled values (essential stays true) and closes the dialog", () => {
    const { store, storage, applied } = setup();
    store.start();
    store.openSettings();
    expect(store.getState().isSettingsOpen).toBe(true);
    store.savePreferences({ essential: true, analytics: true, marketing: false, functional: true });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.cookieConsent)!)).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(store.getState()).toMatchObject({ isSettingsOpen: false, isBannerVisible: false });
    expect(applied).toHaveLength(1);
  });

  test("a choice made (from the footer's settings) before 1.5 s means the banner never appears", () => {
    const { store } = setup();
    store.start();
    store.openSettings();
    store.rejectAll();
    vi.advanceTimersByTime(5000);
    expect(store.getState().isBannerVisible).toBe(false);
  });

  test("Cancel closes the dialog and stores nothing", () => {
    const { store, storage } = setup();
    store.start();
    store.openSettings();
    store.closeSettings();
    expect(store.getState().isSettingsOpen).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.cookieConsent)).toBeNull();
  });

  test("a valid stored choice is re-applied on load without refreshing its date, and no banner shows", () => {
    const date = daysAgo(364);
    const { store, storage, applied } = setup({
      value: JSON.stringify({ essential: true, analytics: true, marketing: false, functional: false }),
      date,
    });
    store.start();
    vi.advanceTimersByTime(10_000);
    expect(applied).toEqual([{ essential: true, analytics: true, marketing: false, functional: false }]);
    expect(storage.getItem(STORAGE_KEYS.cookieConsentDate)).toBe(date);
    expect(store.getState().isBannerVisible).toBe(false);
  });

  test("a choice older than 365 days is removed (both keys) and the banner shows after 1.5 s", () => {
    const { store, storage, applied } = setup({ value: JSON.stringify(ACCEPT_ALL), date: new Date(NOW - 365 * DAY - 1).toISOString() });
    store.start();
    expect(storage.getItem(STORAGE_KEYS.cookieConsent)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.cookieConsentDate)).toBeNull();
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(1500);
    expect(store.getState().isBannerVisible).toBe(true);
  });

  test("a choice exactly 365 days old is still valid", () => {
    const stored = readStoredConsent(
      (() => {
        const s = memoryStorage();
        s.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify(REJECT_ALL));
        s.setItem(STORAGE_KEYS.cookieConsentDate, daysAgo(365));
        return s;
      })(),
      NOW,
    );
    expect(stored).toEqual({ status: "valid", preferences: REJECT_ALL, date: daysAgo(365) });
  });

  test.each([
    ["not JSON", "{oops"],
    ["JSON that is not an object", '"yes"'],
    ["an array", "[true]"],
    ["a missing category", '{"essential":true,"analytics":true,"marketing":true}'],
    ["a category that is not a boolean", '{"essential":true,"analytics":"yes","marketing":false,"functional":false}'],
    ["essential switched off", '{"essential":false,"analytics":false,"marketing":false,"functional":false}'],
  ])("an unparsable stored value (%s) is removed and the banner shows again", (_label, value) => {
    const { store, storage, applied } = setup({ value, date: daysAgo(1) });
    store.start();
    expect(storage.getItem(STORAGE_KEYS.cookieConsent)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.cookieConsentDate)).toBeNull();
    vi.advanceTimersByTime(1500);
    expect(store.getState().isBannerVisible).toBe(true);
    expect(applied).toEqual([]);
  });

  test("a stored choice without a readable date is removed and asked again", () => {
    for (const date of [null, "yesterday"]) {
      const { store, storage } = setup({ value: JSON.stringify(ACCEPT_ALL), date });
      store.start();
      expect(storage.getItem(STORAGE_KEYS.cookieConsent)).toBeNull();
      vi.advanceTimersByTime(1500);
      expect(store.getState().isBannerVisible).toBe(true);
    }
  });

  test("stop() cancels a pending banner", () => {
    const { store } = setup();
    store.start();
    store.stop();
    vi.advanceTimersByTime(2000);
    expect(store.getState().isBannerVisible).toBe(false);
  });

  test("parsePreferences keeps only the four known categories", () => {
    expect(parsePreferences('{"essential":true,"analytics":false,"marketing":true,"functional":false,"extra":1}')).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
      functional: false,
    });
  });
});

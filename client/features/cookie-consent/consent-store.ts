import { COOKIE_BANNER_DELAY_MS } from "../../../shared/constants";
import type { KeyValueStorage } from "../../browser/safe-storage";
import { ACCEPT_ALL, REJECT_ALL, readStoredConsent, storeConsent, type ConsentPreferences } from "../../lib/consent/consent-preferences";

export interface ConsentState {
  /** The visitor's valid choice, or null while there is none. */
  preferences: ConsentPreferences | null;
  isBannerVisible: boolean;
  isSettingsOpen: boolean;
}

export interface ConsentStoreDeps {
  storage: KeyValueStorage;
  now(): number;
  /** Puts a choice into effect (Consent Mode update, the Google tag). */
  apply(preferences: ConsentPreferences): void;
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

/**
 * Cookie consent (docs/product-rules.md#cookie-consent), without React: start() re-applies a valid stored choice
 * (its date is not refreshed) or shows the banner 1.5 s later; every choice is
 * stored with its date, applied at once and hides the banner and the dialog.
 */
export function createConsentStore(deps: ConsentStoreDeps) {
  let state: ConsentState = { preferences: null, isBannerVisible: false, isSettingsOpen: false };
  let bannerTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<ConsentState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  function choose(preferences: ConsentPreferences): void {
    clearTimeout(bannerTimer);
    const normalized: ConsentPreferences = {
      essential: true,
      analytics: preferences.analytics,
      marketing: preferences.marketing,
      functional: preferences.functional,
    };
    storeConsent(deps.storage, normalized, deps.now());
    deps.apply(normalized);
    set({ preferences: normalized, isBannerVisible: false, isSettingsOpen: false });
  }

  return {
    getState: (): ConsentState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(): void {
      const stored = readStoredConsent(deps.storage, deps.now());
      if (stored.status === "valid") {
        deps.apply(stored.preferences);
        set({ preferences: stored.preferences });
        return;
      }
      bannerTimer = setTimeout(() => {
        if (!state.preferences) set({ isBannerVisible: true });
      }, COOKIE_BANNER_DELAY_MS);
    },
    stop(): void {
      clearTimeout(bannerTimer);
    },
    acceptAll: () => choose(ACCEPT_ALL),
    rejectAll: () => choose(REJECT_ALL),
    savePreferences: (preferences: ConsentPreferences) => choose(preferences),
    openSettings: () => set({ isSettingsOpen: true }),
    closeSettings: () => set({ isSettingsOpen: false }),
  };
}

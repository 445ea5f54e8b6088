import { STORAGE_KEYS } from "../../../shared/constants";
import { safeSessionStorage } from "../../browser/safe-storage";

// The address and referrer of this full page load, taken by entry.client.tsx before
// the router can change the address. The attribution module (attribution.ts) is
// loaded after hydration, off the first-load path, and records the visit from this.
// A visitor may leave the landing page before that module has loaded (a quick click
// on to a second page): the first landing not yet recorded is therefore also kept in
// sessionStorage, and the next page records that one instead of its own.

interface Landing {
  url: string;
  referrer: string;
}

let landing: Landing | null = null;

export function rememberLanding(): void {
  landing = { url: window.location.href, referrer: document.referrer };
  const storage = safeSessionStorage();
  if (storage.getItem(STORAGE_KEYS.attribution) === null && storage.getItem(STORAGE_KEYS.attributionLanding) === null) {
    storage.setItem(STORAGE_KEYS.attributionLanding, JSON.stringify(landing));
  }
}

/** The landing to record: the first one of this visit not yet recorded, else this page load's. */
export function landingToRecord(): Landing {
  const own = landing ?? { url: window.location.href, referrer: document.referrer };
  const storage = safeSessionStorage();
  const kept = storage.getItem(STORAGE_KEYS.attributionLanding);
  if (!kept) return own;
  storage.removeItem(STORAGE_KEYS.attributionLanding);
  try {
    const parsed = JSON.parse(kept) as Partial<Landing>;
    return typeof parsed.url === "string" && typeof parsed.referrer === "string" ? { url: parsed.url, referrer: parsed.referrer } : own;
  } catch {
    return own;
  }
}

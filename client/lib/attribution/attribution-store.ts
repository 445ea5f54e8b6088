import { attributionFromUrl, cleanAttribution, isReferredVisit } from "../../../shared/attribution/clean-attribution";
import { ATTRIBUTION_LIFETIME_DAYS, STORAGE_KEYS } from "../../../shared/constants";
import type { LeadAttribution } from "../../../shared/schemas/lead-attribution";
import type { KeyValueStorage } from "../../browser/safe-storage";

// Where this visit came from, captured on its first page (docs/decisions/0014):
// - the first page of the tab's session wins: later pages never replace it;
// - it is kept in sessionStorage, so a reload or a plain form's round trip keeps it;
// - only with marketing consent is it also kept in localStorage for 90 days, so a
//   visitor who clicked an ad and comes back directly a week later still counts for
//   that ad; a visit from a new campaign or site replaces it, a direct one does not
//   (last non-direct click, as Google Analytics attributes);
// - without marketing consent (none given, refused or withdrawn) nothing is in
//   localStorage: a copy from an earlier consent is removed.

const LIFETIME_MS = ATTRIBUTION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

export interface AttributionStoreDeps {
  session: KeyValueStorage;
  local: KeyValueStorage;
  now(): number;
  hasMarketingConsent(): boolean;
}

function read(storage: KeyValueStorage): { attribution: LeadAttribution; capturedAt: number } | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(STORAGE_KEYS.attribution) ?? "null");
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const record = value as { attribution?: unknown; capturedAt?: unknown };
  // Stored by us, but a browser's storage can be edited: it is cleaned like any input.
  const attribution = cleanAttribution(record.attribution);
  const capturedAt = typeof record.capturedAt === "number" ? record.capturedAt : Number.NaN;
  return attribution && Number.isFinite(capturedAt) ? { attribution, capturedAt } : null;
}

function write(storage: KeyValueStorage, attribution: LeadAttribution, capturedAt: number): void {
  storage.setItem(STORAGE_KEYS.attribution, JSON.stringify({ attribution, capturedAt }));
}

export function createAttributionStore(deps: AttributionStoreDeps) {
  /** This session's record, also in memory: it survives a browser that refuses storage. */
  let current: { attribution: LeadAttribution; capturedAt: number } | null = null;

  /** The returning visitor's record, if consent allows and it has not expired. */
  function remembered(): { attribution: LeadAttribution; capturedAt: number } | null {
    const record = read(deps.local);
    if (record && deps.now() - record.capturedAt <= LIFETIME_MS) return record;
    // Expired or unreadable: gone.
    if (deps.local.getItem(STORAGE_KEYS.attribution) !== null) deps.local.removeItem(STORAGE_KEYS.attribution);
    return null;
  }

  /**
   * With consent, this session's record is remembered with the time it was first
   * captured (so a direct return never extends a campaign's 90 days), unless a
   * newer one is remembered already (another tab's) or it is direct and would
   * replace a campaign.
   */
  function rememberIfAllowed(): void {
    if (!current) return;
    const earlier = remembered();
    if (earlier && (earlier.capturedAt >= current.capturedAt || !isReferredVisit(current.attribution))) return;
    write(deps.local, current.attribution, current.capturedAt);
  }

  /** Called with every consent choice (and the stored one on load): marketing consent keeps, its absence removes. */
  function applyConsent(marketing: boolean): void {
    if (marketing) rememberIfAllowed();
    else deps.local.removeItem(STORAGE_KEYS.attribution);
  }

  return {
    /** Runs on every full page load; only the session's first one records anything. */
    capture(url: URL, referrer: string): LeadAttribution | null {
      const inSession = read(deps.session);
      if (inSession) {
        current = inSession;
      } else {
        const here = attributionFromUrl(url, referrer, { ownHosts: [url.host.toLowerCase()] });
        const earlier = deps.hasMarketingConsent() ? remembered() : null;
        if (here && (isReferredVisit(here) || !earlier)) current = { attribution: here, capturedAt: deps.now() };
        else current = earlier;
        if (current) write(deps.session, current.attribution, current.capturedAt);
      }
      applyConsent(deps.hasMarketingConsent());
      return current?.attribution ?? null;
    },
    applyConsent,
    /** What a lead post carries: this session's attribution. */
    current(): LeadAttribution | null {
      return current?.attribution ?? null;
    },
  };
}
export type AttributionStore = ReturnType<typeof createAttributionStore>;

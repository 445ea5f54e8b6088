import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { REGION_COOKIE, STORAGE_KEYS, type RegionCode } from "../../../shared/constants";
import { regionInfo, resolveRegion, type ResolvedRegion } from "../../../shared/content/regions";
import { useRootData } from "../../root-data-context";
import { detectRegion, readRegionCookie } from "./detect-region";
import { publishRegion } from "./region-events";

interface RegionState {
  region: RegionCode;
  /** Saves the visitor's choice (localStorage + the cookie the server renders from). */
  setRegion(region: RegionCode): void;
}

const RegionContext = createContext<RegionState | null>(null);
const ONE_YEAR_S = 60 * 60 * 24 * 365;

function readStoredRegion(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.region);
  } catch {
    return null; // storage can be disabled; the cookie still carries the choice
  }
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Starts from the region the server rendered, so hydration matches; once hydrated
 * it settles the visitor's region (stored choice, else time zone) and
 * saves it, so the next page arrives from the server in that region.
 */
export function RegionProvider({ initial, children }: { initial: RegionCode; children: ReactNode }) {
  const [region, setState] = useState<RegionCode>(initial);
  const setRegion = useCallback((next: RegionCode) => {
    setState(next);
    try {
      window.localStorage.setItem(STORAGE_KEYS.region, next);
    } catch {
      // storage can be disabled; the cookie still carries the choice
    }
    document.cookie = `${REGION_COOKIE}=${next}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
    document.documentElement.lang = regionInfo[next].htmlLang;
    publishRegion(next);
  }, []);

  useEffect(() => {
    setRegion(detectRegion({ stored: readStoredRegion(), cookie: readRegionCookie(document.cookie), timeZone: browserTimeZone() }));
  }, [setRegion]);

  const value = useMemo(() => ({ region, setRegion }), [region, setRegion]);
  return <RegionContext.Provider value={value}>{children}</RegionContext.Provider>;
}

export function useRegion(): RegionState {
  const value = useContext(RegionContext);
  if (!value) throw new Error("useRegion outside RegionProvider");
  return value;
}

/** The visitor's region config, with booking URL, phone and email settled from the brand. */
export function useRegionConfig(): ResolvedRegion {
  const { region } = useRegion();
  const { brand } = useRootData();
  return useMemo(() => resolveRegion(region, brand), [region, brand]);
}

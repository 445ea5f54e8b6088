import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { REGION_COOKIE, STORAGE_KEYS, type RegionCode } from "../../../shared/constants";
import { regionInfo } from "../../../shared/content/regions";

interface RegionState {
  region: RegionCode;
  /** Saves the visitor's choice (localStorage + the cookie the server renders from). */
  setRegion(region: RegionCode): void;
}

const RegionContext = createContext<RegionState | null>(null);

/** Starts from the region the server rendered, so hydration matches. */
export function RegionProvider({ initial, children }: { initial: RegionCode; children: ReactNode }) {
  const [region, setState] = useState<RegionCode>(initial);
  const setRegion = useCallback((next: RegionCode) => {
    setState(next);
    try {
      window.localStorage.setItem(STORAGE_KEYS.region, next);
    } catch {
      // storage can be disabled; the cookie still carries the choice
    }
    document.cookie = `${REGION_COOKIE}=${next}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
    document.documentElement.lang = regionInfo[next].htmlLang;
  }, []);
  const value = useMemo(() => ({ region, setRegion }), [region, setRegion]);
  return <RegionContext.Provider value={value}>{children}</RegionContext.Provider>;
}

export function useRegion(): RegionState {
  const value = useContext(RegionContext);
  if (!value) throw new Error("useRegion outside RegionProvider");
  return value;
}

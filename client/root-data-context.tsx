import { createContext, useContext, type ReactNode } from "react";
import type { RootData } from "./root-data";

// Root data is given to React directly rather than through a root loader: the
// not-found page (where no loader runs) needs the brand and region as much as
// any other page does.
export const RootDataContext = createContext<RootData | null>(null);

export function RootDataProvider({ value, children }: { value: RootData; children: ReactNode }) {
  return <RootDataContext.Provider value={value}>{children}</RootDataContext.Provider>;
}

export function useRootData(): RootData {
  const value = useContext(RootDataContext);
  if (!value) throw new Error("useRootData outside RootDataProvider");
  return value;
}

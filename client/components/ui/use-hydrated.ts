import { useEffect, useState } from "react";

/** False on the server and in the first browser render (so hydration matches), true after. */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return isHydrated;
}

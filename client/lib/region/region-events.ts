import type { RegionCode } from "../../../shared/constants";

// The region lives in React state (RegionProvider), but <head> is written outside
// React (client/head/apply-head.ts): entry.client listens here to rebuild it, so
// the title, description and <html lang> follow a region chosen after hydration.

const listeners = new Set<(region: RegionCode) => void>();

export function subscribeRegion(listener: (region: RegionCode) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishRegion(region: RegionCode): void {
  for (const listener of listeners) listener(region);
}

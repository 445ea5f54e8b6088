// The address and referrer of this full page load, taken by entry.client.tsx before
// the router can change the address. The attribution module (attribution.ts) is
// loaded after hydration, off the first-load path, and records the visit from this.

let landing: { url: string; referrer: string } | null = null;

export function rememberLanding(): void {
  landing = { url: window.location.href, referrer: document.referrer };
}

export function landingOfThisLoad(): { url: string; referrer: string } {
  return landing ?? { url: window.location.href, referrer: document.referrer };
}

// docs/product-rules.md#development-hosts: on development hosts the mobile popup also shows on desktop and the
// exit popup opens after 15 s, so the popups can be tried without a phone. Which
// hosts count is configuration (DEVELOPMENT_HOSTS); the production domain never does.

/** Hosts that are development hosts unless they are the production host. */
export const DEFAULT_DEVELOPMENT_HOSTS = ["localhost", "127.0.0.1"] as const;

/**
 * A pattern is a host name ("staging.example.com") or, with a leading dot, every
 * subdomain of one (".replit.dev" matches "my-app.replit.dev").
 */
export function matchesHostPattern(hostname: string, pattern: string): boolean {
  const host = hostname.toLowerCase();
  const p = pattern.toLowerCase();
  return p.startsWith(".") ? host.endsWith(p) && host.length > p.length : host === p;
}

export function isDevelopmentHost(hostname: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => matchesHostPattern(hostname, p));
}

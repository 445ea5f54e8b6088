import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import { AuditError } from "./audit-error";

// Which addresses the audit may fetch (docs/decisions/0007-seo-audit-score.md). The URL parser
// (WHATWG) has already turned every spelling of an IPv4 address into a dotted
// quad (127.1, 2130706433, 0x7f.1, 017700000001, %31%32%37.0.0.1 → 127.0.0.1) and
// IPv6 into its canonical form; ipaddr.js then classifies each address, with
// IPv4-mapped IPv6 (::ffff:a.b.c.d) unwrapped to the IPv4 it carries.

export interface AddressPolicy {
  /** Ports the audit connects to on public addresses (80 and 443 unless configured). */
  allowedPorts: ReadonlySet<number>;
  /**
   * Exact "address:port" pairs that may be reached although the address is not
   * public ("127.0.0.1:4100", "[::1]:4100"): the fixture servers of the tests.
   * Empty in production.
   */
  allowedTargets: ReadonlySet<string>;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Answers the addresses of a host name; the tests pass their own. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Names that never belong to a public website (RFC 6761, RFC 8375, cloud metadata). */
const PRIVATE_NAME_SUFFIXES = ["localhost", "local", "internal", "localdomain", "home.arpa", "lan", "intranet"];

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

/** The canonical form of an address; IPv4-mapped IPv6 becomes the IPv4 it carries. */
export function canonicalAddress(address: string): ResolvedAddress | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  return { address: parsed.toString(), family: parsed.kind() === "ipv4" ? 4 : 6 };
}

/**
 * True only for public unicast addresses. Loopback, private, link-local (and so
 * the 169.254.169.254 metadata service), CGNAT, unique-local, multicast,
 * unspecified, broadcast, documentation and reserved ranges are all refused.
 * For IPv6 only global unicast (2000::/3) counts, which also refuses the ranges
 * that embed an IPv4 address (IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96,
 * SIIT ::ffff:0:a.b.c.d); 6to4 and Teredo are refused by their range name.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const v6 = parsed as ipaddr.IPv6;
  return v6.range() === "unicast" && v6.match(GLOBAL_UNICAST_V6);
}

export function isPrivateHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, "");
  // A public website always has a dot in its name; "intranet" or "metadata" do not.
  if (!name.includes(".")) return true;
  return PRIVATE_NAME_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

export function targetKey(address: string, port: number): string {
  return address.includes(":") ? `[${address}]:${port}` : `${address}:${port}`;
}

export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

function isAllowedTarget(policy: AddressPolicy, address: string, port: number): boolean {
  if (policy.allowedTargets.has(targetKey(address, port))) return true;
  return policy.allowedPorts.has(port) && isPublicAddress(address);
}

/** Scheme, credentials and port: what can be refused before any lookup. */
export function checkUrlShape(url: URL, policy: AddressPolicy): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new AuditError("refused");
  if (url.username || url.password) throw new AuditError("refused");
  if (!url.hostname) throw new AuditError("refused");
  const port = effectivePort(url);
  const portOfSomeTarget = [...policy.allowedTargets].some((t) => t.endsWith(`:${port}`));
  if (!policy.allowedPorts.has(port) && !portOfSomeTarget) throw new AuditError("refused");
}

/**
 * The one address the audit will connect to for this URL. Every address the name
 * resolves to must be allowed (a name that answers one public and one private
 * address is refused), and the fetcher connects to the returned address only, so
 * a second, different DNS answer can never be used (no DNS rebinding).
 */
export async function resolveTarget(url: URL, policy: AddressPolicy, resolve: Resolver): Promise<ResolvedAddress> {
  checkUrlShape(url, policy);
  const port = effectivePort(url);
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;

  const literal = canonicalAddress(host);
  if (literal) {
    if (!isAllowedTarget(policy, literal.address, port)) throw new AuditError("refused");
    return literal;
  }
  if (isPrivateHostname(host)) throw new AuditError("refused");

  let answers: { address: string; family: number }[];
  try {
    answers = await resolve(host);
  } catch {
    throw new AuditError("unreachable");
  }
  const addresses = answers.map((a) => canonicalAddress(a.address));
  if (addresses.length === 0) throw new AuditError("unreachable");
  for (const address of addresses) {
    if (!address || !isAllowedTarget(policy, address.address, port)) throw new AuditError("refused");
  }
  return addresses[0]!;
}

import ipaddr from "ipaddr.js";

// The audit trail keeps where a request came from, not who exactly sent it: an IPv4 address
// becomes its /24 ("203.0.113.0/24"), an IPv6 address its /48 ("2001:db8:85a3::/48"), the
// networks an ISP hands a household or a small office. An IPv4 address written as IPv6
// (::ffff:203.0.113.7, how a dual-stack server sees IPv4 clients) counts as IPv4.

export function truncateIp(ip: string | null | undefined): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === "ipv4") {
    const [a, b, c] = parsed.toByteArray();
    return `${a}.${b}.${c}.0/24`;
  }
  const [p0 = 0, p1 = 0, p2 = 0] = (parsed as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([p0, p1, p2, 0, 0, 0, 0, 0]).toString()}/48`;
}

// A visit's query string rides through every redirect the site makes: ad clicks arrive with their
// click ids and tags on it (gclid, gbraid, wbraid, msclkid, fbclid, utm_*), and a lead sent after
// the redirect must still carry them, or its conversion can never be uploaded
// (docs/decisions/0026-ads-conversion-loop.md). The server's redirects (server/ssr/redirect.ts) and
// the browser's (client/app/copy-first-strategy.ts) build their Location here.

/** A query parameter's name as a page reads it (URLSearchParams decoding); null when it cannot be decoded. */
export function queryParamName(pair: string): string | null {
  const eq = pair.indexOf("=");
  const raw = eq === -1 ? pair : pair.slice(0, eq);
  if (!raw.includes("%") && !raw.includes("+")) return raw;
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/**
 * A query parameter's value as a page reads it (URLSearchParams decoding: "+" is a space, a bad
 * escape stays as sent). A value without escapes, as most are, costs a slice.
 */
export function queryParamValue(pair: string): string {
  const eq = pair.indexOf("=");
  if (eq === -1) return "";
  const raw = pair.slice(eq + 1);
  if (!raw.includes("%") && !raw.includes("+")) return raw;
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return new URLSearchParams(`v=${raw}`).get("v") ?? "";
  }
}

/** The `name=value` pairs of an address's query, as sent (encoding and order kept); its fragment ignored. */
export function queryPairs(url: string): string[] {
  const hash = url.indexOf("#");
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const q = withoutHash.indexOf("?");
  return q === -1
    ? []
    : withoutHash
        .slice(q + 1)
        .split("&")
        .filter((pair) => pair !== "");
}

/**
 * `target` (where a redirect sends the visitor) with the query of `visitUrl` (the address the visitor
 * asked for): the target's own parameters first, then the visit's as they were sent, in their order
 * and encoding, except those the target sets itself. The target's fragment stays last.
 */
export function keepVisitQuery(target: string, visitUrl: string): string {
  const visit = queryPairs(visitUrl);
  if (visit.length === 0) return target;
  const hashAt = target.indexOf("#");
  const fragment = hashAt === -1 ? "" : target.slice(hashAt);
  const withoutHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const q = withoutHash.indexOf("?");
  const path = q === -1 ? withoutHash : withoutHash.slice(0, q);
  const own = queryPairs(withoutHash);
  const ownNames = new Set(own.map(queryParamName));
  const pairs = [...own, ...visit.filter((pair) => !ownNames.has(queryParamName(pair)))];
  return `${path}?${pairs.join("&")}${fragment}`;
}

// robots.txt as Google reads it (RFC 9309): groups of user-agent lines with
// allow/disallow rules; a crawler obeys the group naming it, else the "*" group;
// the longest matching rule wins and allow wins a tie; "*" matches any run of
// characters and a final "$" anchors the end. Sitemap lines stand outside groups.

interface Rule {
  allow: boolean;
  pattern: string;
}

interface Group {
  agents: string[];
  rules: Rule[];
}

export interface RobotsTxt {
  groups: Group[];
  sitemaps: string[];
}

export function parseRobotsTxt(text: string): RobotsTxt {
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.split("#")[0]!.trim();
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if (key === "allow" || key === "disallow") {
      lastWasAgent = false;
      // An empty disallow means "nothing is disallowed": no rule.
      if (current && value !== "") current.rules.push({ allow: key === "allow", pattern: value });
    } else if (key === "sitemap") {
      if (value) sitemaps.push(value);
    } else {
      lastWasAgent = false;
    }
  }
  return { groups, sitemaps };
}

/**
 * Whether a rule's pattern matches the path. The pieces between "*" are found one after the
 * other, each at its first place after the last: for patterns whose only wildcard is "*" that
 * finds a match whenever one exists, and it costs a few scans of the path, where a regular
 * expression backtracks exponentially on a hostile pattern ("/*a*a*a*a*b$").
 */
function matchesRule(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const pieces = (anchored ? pattern.slice(0, -1) : pattern).split("*");
  const first = pieces[0]!;
  if (!path.startsWith(first)) return false;
  if (pieces.length === 1) return !anchored || path.length === first.length;
  let at = first.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = path.indexOf(piece, at);
    if (found < 0) return false;
    at = found + piece.length;
  }
  const last = pieces.at(-1)!;
  return anchored ? path.length - last.length >= at && path.endsWith(last) : path.indexOf(last, at) >= 0;
}

/** Whether `crawler` (e.g. "googlebot") may fetch `pathAndQuery`. */
export function isAllowedFor(robots: RobotsTxt, crawler: string, pathAndQuery: string): boolean {
  const name = crawler.toLowerCase();
  let rules = robots.groups.filter((g) => g.agents.includes(name)).flatMap((g) => g.rules);
  if (!robots.groups.some((g) => g.agents.includes(name))) {
    rules = robots.groups.filter((g) => g.agents.includes("*")).flatMap((g) => g.rules);
  }
  let best: Rule | null = null;
  for (const rule of rules) {
    if (!matchesRule(rule.pattern, pathAndQuery)) continue;
    const longer = !best || rule.pattern.length > best.pattern.length;
    const tieAllows = best && rule.pattern.length === best.pattern.length && rule.allow;
    if (longer || tieAllows) best = rule;
  }
  return best ? best.allow : true;
}

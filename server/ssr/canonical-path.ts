/**
 * A public page's one address: lower case, without a trailing slash (the root stays "/"), and
 * starting with a single slash, so a redirect to it never leaves the site ("//evil.example/"
 * would be read by a browser as another host). Browsers read a backslash there as a slash
 * ("/\evil.example" is "//evil.example" to them), so the slashes stripped are both kinds.
 */
export function canonicalPagePath(path: string): string {
  const lower = `/${path.toLowerCase().replace(/^[/\\]+/, "")}`;
  return lower.length > 1 ? lower.replace(/\/+$/, "") || "/" : lower;
}

// The mechanisms of the fast path (docs/decisions/0028, 0029, 0030, 0034) that can be switched
// off, one at a time, to measure what each buys: `FAST_PATH_OFF=part-html,kept-sections`. The
// server reads it at start-up (server/env.ts); the client build reads it for the browser's
// (scripts/client-build.ts), so a browser mechanism is measured on a build made without it. The
// bench scripts run each one off (`BENCH_MECHANISMS=1 npm run bench`,
// `SLOW_PHONE_MECHANISMS=1 npm run bench:phone`). Unset, everything is on.

/** What the server does; switched off, it does the plain thing instead. */
export const SERVER_MECHANISMS = {
  "part-html": "static parts' HTML kept per content version (off: rendered in place on every page)",
  "kept-sections": "the header's and the home form's HTML kept per address (off: rendered in place)",
  "after-root": "the markup after the root kept per region (off: rendered on every page)",
  "data-block": "the data block but its root data kept per address (off: made on every page)",
  "queries-stay-on-server": "data blocks without the queries only static parts read (off: every page carries its queries)",
  "early-hints": "103 Early Hints before a render (off: none)",
} as const;

/** What the browser does; switched off in the build, the page hydrates the plain way. */
export const BROWSER_MECHANISMS = {
  "parts-in-browser": "static parts kept as the server's HTML (off: hydrated from their code like any component)",
  "landing-router": "hydrating without the router core (off: with the app's data router, the core loaded first)",
  "router-core-apart": "the router core bundled apart (off: bundled as the package's files fall)",
  "modules-join-the-app": "the app's own modules in one chunk (off: a chunk per set of importers)",
  "small-modules-together": "small modules many pages share in one chunk (off: a chunk per set of importers)",
  "home-form-when-needed": "the home form hydrated when it nears the view (off: with the page)",
  "query-cache-lazy": "the query client made by the first reader (off: made, with react-query's code, before hydrating)",
} as const;

export type ServerMechanism = keyof typeof SERVER_MECHANISMS;
export type BrowserMechanism = keyof typeof BROWSER_MECHANISMS;
export type Mechanism = ServerMechanism | BrowserMechanism;

export const MECHANISMS = [...Object.keys(SERVER_MECHANISMS), ...Object.keys(BROWSER_MECHANISMS)] as Mechanism[];

/** The mechanisms a FAST_PATH_OFF value names; an unknown name is refused, naming the known ones. */
export function mechanismsOff(value: string | undefined): Set<Mechanism> {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(MECHANISMS as string[]).includes(name));
  if (unknown.length > 0) throw new Error(`FAST_PATH_OFF: unknown ${unknown.join(", ")}; known: ${MECHANISMS.join(", ")}`);
  return new Set(names as Mechanism[]);
}

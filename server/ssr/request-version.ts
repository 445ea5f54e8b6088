import type { IncomingMessage } from "node:http";

// The content version a request is answered at (server/db/content-version.ts), read once however
// many of its steps ask: a landing page's routing (./landing-address.ts), its old-slug redirect, the
// page cache's key (./cache-first-listener.ts, ./page-route.ts) and the render (./render.tsx) each
// read it, three or four reads of the database on SQLite where one says the same
// (docs/decisions/0004-performance-log.md, "Matching by route pattern"). Read at the first step,
// it is still read before the page is rendered or looked up, which is the order the page cache needs.

export type RequestVersion = (req: IncomingMessage) => string | Promise<string>;

export function versionPerRequest(read: () => string | Promise<string>): RequestVersion {
  const versions = new WeakMap<IncomingMessage, string | Promise<string>>();
  return (req) => {
    let version = versions.get(req);
    if (version === undefined) {
      version = read();
      versions.set(req, version);
    }
    return version;
  };
}

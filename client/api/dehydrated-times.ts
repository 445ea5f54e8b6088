import type { DehydratedState } from "@tanstack/react-query";

// How old the answers in a page's data block are. The server writes them without the time of the
// render, and the browser counts them as fresh from when it received the page, whatever the
// page's own age: a page is served from the page cache for as long as its content version stands
// (docs/decisions/0002-page-cache.md), its data block is kept with its static parts for as long
// (server/ssr/static-part-html.ts), and a CDN may keep it for minutes more (server/ssr/page-variant.ts).
// Its answers are exactly as current as the HTML the visitor reads, so hydrating must not fetch
// them again however long ago the page was rendered; their stale times count from its arrival.

/**
 * The server's dehydrated queries without the render's time: a page's HTML then depends on its
 * address and content version alone, as the page cache assumes.
 */
export function withoutRenderTimes(state: DehydratedState): DehydratedState {
  return { ...state, queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })) };
}

/** The page's dehydrated queries as fresh as of `receivedAt`, the time the browser got the page (ms since the epoch). */
export function freshFrom(state: DehydratedState, receivedAt: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, dehydratedAt: receivedAt, state: { ...query.state, dataUpdatedAt: receivedAt } })),
  };
}

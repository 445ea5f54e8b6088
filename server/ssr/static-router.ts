import { createStaticRouter, type StaticHandlerContext } from "react-router";

// The router a page renders with. react-router's createStaticRouter converts every route it is
// given into a copy for the React tree (a route's Component becomes its element, its ErrorBoundary
// its errorElement) and swaps each of the request's matches for its copy; the tree then renders
// from the matches alone. Given the whole table, that is a copy of every route of every region on
// each render, about 75 µs of an uncached `/` (docs/decisions/0004-performance-log.md, "The
// uncached render, once more"). Only the routes the request matched are ever rendered, so only
// they are given; the router's own `match` still uses the handler's matcher over the whole table.

/** A static router for one request's render: the same tree as the whole table gives, from its matched routes. */
export function staticRouterFor(context: StaticHandlerContext) {
  // Each matched route without its children: the conversion would otherwise walk them too.
  const matched = context.matches.map(({ route }) => ({ ...route, children: undefined }));
  return createStaticRouter(matched, context);
}

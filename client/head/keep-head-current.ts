import type { DataRouter } from "react-router";
import type { RootData } from "../root-data";
import { applyHead } from "./apply-head";
import { buildHead } from "./build-head";

/**
 * The server wrote <head> for the first page; after each navigation it is rebuilt here (a change
 * of region is a navigation too: docs/decisions/0016-regions-as-addresses.md). At once, not after
 * a chunk arrives: a page that settles its own head later (an article loaded after the navigation,
 * client/features/blog/use-article-head.ts) must come last.
 */
export function keepHeadCurrent(router: DataRouter, root: RootData): void {
  let lastLocationKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state !== "idle" || state.location.key === lastLocationKey) return;
    lastLocationKey = state.location.key;
    applyHead(
      buildHead({ matches: state.matches, loaderData: state.loaderData, errors: state.errors, pathname: state.location.pathname, root }),
    );
  });
}

import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import type { BlogPost } from "../../../shared/schemas/blog-post";
import { toPostSummary } from "../../../shared/blog/post-summary";
import { applyHead } from "../../head/apply-head";
import { buildHead } from "../../head/build-head";
import { useRootData } from "../../root-data-context";
import { NOT_FOUND_MESSAGES } from "../../../shared/i18n/api-messages";

/**
 * On a client navigation the generic article page loads its post after the
 * navigation has ended, so the head the router applied could not describe it yet.
 * Once the post (or its absence, or an error) is known, the head is built again
 * from the same handle.meta and swapped, exactly as after a navigation.
 * Pages the server rendered already have the right head: `isFromServer` skips them.
 */
export function useArticleHead(state: { isFromServer: boolean; post: BlogPost | null | undefined; isError: boolean }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const root = useRootData();
  const { isFromServer, post, isError } = state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: matches/pathname/root belong to this page: the post and error state decide.
  useEffect(() => {
    if (isFromServer || (post === undefined && !isError)) return;
    const routeId = matches[matches.length - 1]!.id;
    const notFound = { status: 404, statusText: "Not Found", internal: false, data: { message: NOT_FOUND_MESSAGES.articleNotFound } };
    applyHead(
      buildHead({
        matches: matches.map((m) => ({ route: { id: m.id, handle: m.handle }, params: m.params })),
        loaderData: post ? { [routeId]: toPostSummary(post) } : {},
        errors: post ? null : { [routeId]: isError ? new Error("Failed to load article") : notFound },
        pathname,
        root,
      }),
    );
  }, [isFromServer, post, isError]);
}

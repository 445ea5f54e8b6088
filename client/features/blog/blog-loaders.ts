// biome-ignore lint/style/noRestrictedImports: a renamed post's redirect keeps the region itself (regionPath below).
import { data, redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { regionOfPath, regionPath } from "../../../shared/region-addresses";
import type { BlogPostSummary } from "../../../shared/schemas/blog-post";
import { toPostSummary } from "../../../shared/blog/post-summary";
import { blogListQuery, blogPostQuery } from "../../api/blog.queries";
import type { RouteDeps } from "../../api/route-deps";
import { NOT_FOUND_MESSAGES } from "../../../shared/i18n/api-messages";

// Loaders of the blog's routes. On the server they wait for the data, so the page
// arrives complete and an unknown slug answers 404 before any byte. In the browser
// they only start the request and let the page render at once with its own
// loading state ('Loading Articles...', 'Loading Article...').

const isBrowser = () => typeof document !== "undefined";

export function blogListLoader({ api, queryClientFor }: RouteDeps) {
  return async ({ context }: LoaderFunctionArgs): Promise<null> => {
    const queryClient = await queryClientFor(context);
    if (isBrowser()) void queryClient.prefetchQuery(blogListQuery(api));
    else await queryClient.ensureQueryData(blogListQuery(api));
    // The posts travel in the query cache; returning them too would send them twice.
    return null;
  };
}

/** ?q= and ?category= are filters the page applies itself: no need to load anything again. */
export const blogListShouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/**
 * Loader data of the generic article page: the post without its text (for the
 * head; the text is in the query cache), or null in the browser, where the page
 * loads the post itself.
 */
export type BlogPostLoaderData = BlogPostSummary | null;

export function blogPostLoader({ api, queryClientFor }: RouteDeps) {
  return async ({ params, context, request }: LoaderFunctionArgs): Promise<BlogPostLoaderData> => {
    const queryClient = await queryClientFor(context);
    const query = blogPostQuery(api, params.slug ?? "");
    if (isBrowser()) {
      void queryClient.prefetchQuery(query);
      return null;
    }
    const post = await queryClient.ensureQueryData(query);
    // A post staff renamed keeps its old address: it moves permanently (server/db/content.queries.ts movedTo).
    const moved = post ? null : await api.movedPost(params.slug ?? "");
    if (moved) throw redirect(regionPath(regionOfPath(new URL(request.url).pathname), `/blog/${moved}`), 301);
    if (!post) throw data({ message: NOT_FOUND_MESSAGES.articleNotFound }, { status: 404, statusText: "Not Found" });
    return toPostSummary(post);
  };
}

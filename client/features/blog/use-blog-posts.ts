import { queryOptions, useQuery } from "@tanstack/react-query";
import { usePageQueryClient } from "../../api/page-query-client";
import type { BlogPostSummary } from "../../../shared/schemas/blog-post";
import { toPostSummary } from "../../../shared/blog/post-summary";
import { useApi } from "../../api/api-context";
import { blogListQuery } from "../../api/blog.queries";
import { loadBuiltInPosts } from "../../api/built-in-posts";

const builtInListQuery = queryOptions({
  queryKey: ["built-in-posts"],
  queryFn: async () => (await loadBuiltInPosts()).map(toPostSummary),
  staleTime: Infinity,
  gcTime: Infinity,
});

/**
 * The posts of the blog list. When GET /api/blog cannot be loaded
 * even after its retries, the built-in posts show instead of an error.
 * `posts` is undefined while loading (the page says 'Loading Articles...').
 */
export function useBlogPosts(): { posts: BlogPostSummary[] | undefined } {
  const api = useApi();
  const queryClient = usePageQueryClient();
  const list = useQuery(blogListQuery(api), queryClient);
  const fallback = useQuery({ ...builtInListQuery, enabled: list.isError }, queryClient);
  return { posts: list.data ?? fallback.data };
}

import { QueryClient } from "@tanstack/react-query";
import { BLOG_LIST_STALE_MS, BLOG_POST_GC_MS, BLOG_POST_STALE_MS, BLOG_RETRIES } from "../../shared/constants";
import { getJson } from "./http";
import { CONTENT_QUERY_DEFAULTS } from "./content.queries";
import { SEO_AUDIT_QUERY_DEFAULTS } from "./seo-audit.queries";

/**
 * docs/product-rules.md#data-fetching: stale at once, no cache time, one retry with a
 * doubling delay (1 s .. 30 s), refetch on mount, not on window focus, mutations
 * never retried. The default query function GETs the URL in the key's first element.
 *
 * The blog queries carry their own cache times (docs/product-rules.md#blog). They are registered as key
 * defaults too, so that what the server dehydrated is kept by `hydrate` until the
 * page components mount and is not fetched a second time.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => getJson(String(queryKey[0])),
        staleTime: 0,
        gcTime: 0,
        retry: 1,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnMount: true,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  client.setQueryDefaults(["/api/blog"], { staleTime: BLOG_LIST_STALE_MS, gcTime: BLOG_LIST_STALE_MS, retry: BLOG_RETRIES });
  client.setQueryDefaults(["/api/blog/post"], { staleTime: BLOG_POST_STALE_MS, gcTime: BLOG_POST_GC_MS, retry: BLOG_RETRIES });
  client.setQueryDefaults(["/api/seo-audit"], SEO_AUDIT_QUERY_DEFAULTS);
  client.setQueryDefaults(["/api/content"], CONTENT_QUERY_DEFAULTS);
  return client;
}

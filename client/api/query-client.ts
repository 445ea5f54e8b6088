import { QueryClient } from "@tanstack/react-query";
import { BLOG_LIST_STALE_MS, BLOG_POST_GC_MS, BLOG_POST_STALE_MS, BLOG_RETRIES } from "../../shared/constants";
import { getJson } from "./http";
import { CONTENT_QUERY_DEFAULTS } from "./content.queries";
import { SEO_AUDIT_QUERY_DEFAULTS } from "./seo-audit.queries";

/**
 * Whose client it is: a page's in the browser, or one server render's, which is dropped with its
 * response. A render's client removes nothing on a timer: a collection time starts a timer per
 * query that holds the whole client and its data for minutes after the page was sent (five for the
 * content queries), and under a bench's load the server's memory grew by nearly 30 MB a second
 * (docs/decisions/0004-performance-log.md, "A render's query cache is dropped with it").
 */
export type QueryClientOwner = "page" | "render";

/** Each query family's own times (its key's first element), registered as key defaults. */
const FAMILY_DEFAULTS = [
  ["/api/blog", { staleTime: BLOG_LIST_STALE_MS, gcTime: BLOG_LIST_STALE_MS, retry: BLOG_RETRIES }],
  ["/api/blog/post", { staleTime: BLOG_POST_STALE_MS, gcTime: BLOG_POST_GC_MS, retry: BLOG_RETRIES }],
  ["/api/seo-audit", SEO_AUDIT_QUERY_DEFAULTS],
  ["/api/content", CONTENT_QUERY_DEFAULTS],
] as const;

/**
 * docs/product-rules.md#data-fetching: stale at once, no cache time, one retry with a
 * doubling delay (1 s .. 30 s), refetch on mount, not on window focus, mutations
 * never retried. The default query function GETs the URL in the key's first element.
 *
 * The blog queries carry their own cache times (docs/product-rules.md#blog). They are registered as key
 * defaults too, so that what the server dehydrated is kept by `hydrate` until the
 * page components mount and is not fetched a second time.
 *
 * `Client` is the class made: a server render's is ./render-query-client.ts, which the browser build leaves out.
 */
export function createQueryClient(owner: QueryClientOwner = "page", Client: typeof QueryClient = QueryClient): QueryClient {
  const collectAfter = (ms: number) => (owner === "render" ? Number.POSITIVE_INFINITY : ms);
  const client = new Client({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => getJson(String(queryKey[0])),
        staleTime: 0,
        gcTime: collectAfter(0),
        retry: 1,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnMount: true,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  for (const [family, defaults] of FAMILY_DEFAULTS)
    client.setQueryDefaults([family], { ...defaults, gcTime: collectAfter(defaults.gcTime) });
  return client;
}

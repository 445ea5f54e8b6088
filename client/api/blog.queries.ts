import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../shared/site-api";

// Keys start with the URL family so the defaults registered in query-client.ts apply.
export const blogListQuery = (api: SiteApi) => queryOptions({ queryKey: ["/api/blog"], queryFn: () => api.listPosts() });

export const blogPostQuery = (api: SiteApi, slug: string) =>
  queryOptions({ queryKey: ["/api/blog/post", slug], queryFn: () => api.getPost(slug) });

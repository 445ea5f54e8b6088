import { describe, expect, test } from "vitest";
import { blogListQuery, blogPostQuery } from "../../client/api/blog.queries";
import { createQueryClient } from "../../client/api/query-client";
import type { SiteApi } from "../../shared/site-api";

describe("blog query caching (spec §7)", () => {
  const api: SiteApi = {
    listPosts: async () => [],
    getPost: async () => null,
    auditSite: async () => {
      throw new Error("not used here");
    },
    newsletterLink: async () => ({ state: "invalid" }),
  };

  test("list 15 min, article 10 min kept 30 min, 2 retries each; other data stale at once", () => {
    const client = createQueryClient();
    const options = (key: readonly unknown[]) => client.defaultQueryOptions({ queryKey: key });
    expect(options(blogListQuery(api).queryKey)).toMatchObject({ staleTime: 15 * 60_000, gcTime: 15 * 60_000, retry: 2 });
    expect(options(blogPostQuery(api, "x").queryKey)).toMatchObject({ staleTime: 10 * 60_000, gcTime: 30 * 60_000, retry: 2 });
    expect(options(["/api/other"])).toMatchObject({ staleTime: 0, gcTime: 0, retry: 1 });
  });
});

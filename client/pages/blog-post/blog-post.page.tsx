import { useQuery } from "@tanstack/react-query";
import { usePageQueryClient } from "../../api/page-query-client";
import { isRouteErrorResponse, useLoaderData, useLocation, useParams, useRouteError } from "react-router";
import { useApi } from "../../api/api-context";
import { blogPostQuery } from "../../api/blog.queries";
import { ErrorFallback } from "../../components/layout/error-fallback";
import { useCopy } from "../../lib/region/use-copy";
import { ArticleLoadError, ArticleLoading, BlogPostNotFound } from "../../features/blog/article-states";
import { ArticleView } from "../../features/blog/article-view";
import { articleLoadingMeta, articleMeta } from "../../features/blog/article-meta";
import type { BlogPostLoaderData } from "../../features/blog/blog-loaders";
import { useArticleHead } from "../../features/blog/use-article-head";
import type { PageHandle } from "../../head/page-meta";

// The generic article page: every post that is not one of the five
// built-in articles, from the database.

export const handle: PageHandle = {
  meta: (args) => {
    const post = args.data as BlogPostLoaderData | undefined;
    return post ? articleMeta(post, args) : articleLoadingMeta(args.region);
  },
};

export function Component() {
  const { slug = "" } = useParams();
  const api = useApi();
  const fromServer = useLoaderData() as BlogPostLoaderData;
  const queryClient = usePageQueryClient();
  const query = useQuery(blogPostQuery(api, slug), queryClient);
  useArticleHead({ isFromServer: fromServer !== null, post: query.data, isError: query.isError });

  if (query.isPending) return <ArticleLoading />;
  if (query.isError) return <ArticleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <BlogPostNotFound />;
  return <ArticleView post={query.data} />;
}

/** An unknown slug answers 404 (decided by the loader on the server) and shows this in the page frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const copy = useCopy();
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogPostNotFound />;
  return <ErrorFallback href={location.pathname} text={copy.errorPage} />;
}

import { useQuery } from "@tanstack/react-query";
import { Link, isRouteErrorResponse, useLocation, useParams, useRouteError } from "react-router";
import type { BlogPost } from "../../../shared/schemas/blog-post";
import { blogPostingLd } from "../../../shared/structured-data";
import { useApi } from "../../api/api-context";
import { blogPostQuery } from "../../api/blog.queries";
import { ArticleView } from "../../components/content/article-view";
import { ErrorFallback } from "../../components/layout/error-fallback";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: ({ data, pathname, brand, siteUrl }) => {
    const post = data as BlogPost;
    return {
      title: post.metaTitle || post.title,
      description: post.metaDescription || post.excerpt,
      ogType: "article",
      keywords: post.tags.join(", "),
      structuredData: [
        blogPostingLd({
          brand,
          siteUrl,
          pathname,
          title: post.title,
          description: post.metaDescription || post.excerpt,
          author: post.author,
          imageUrl: post.imageUrl,
          publishedAt: post.publishedAt,
          updatedAt: post.updatedAt,
          tags: post.tags,
        }),
      ],
    };
  },
};

export function Component() {
  const { slug = "" } = useParams();
  const api = useApi();
  const { data: post, isPending } = useQuery(blogPostQuery(api, slug));
  if (isPending) {
    return (
      <div className="container-page py-20 text-center" role="status">
        <p className="text-lg font-semibold">Loading Article...</p>
        <p className="text-slate-600">Please wait while we load the blog post</p>
      </div>
    );
  }
  if (!post) return <BlogPostNotFound />;
  return <ArticleView post={post} />;
}

function BlogPostNotFound() {
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Blog Post Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">The blog post you're looking for doesn't exist or has been moved.</p>
      <Link to="/blog" className="btn btn-primary mt-8">
        Back to Blog
      </Link>
    </section>
  );
}

/** An unknown slug answers 404 (decided by the loader) and shows this in the page frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogPostNotFound />;
  return <ErrorFallback href={location.pathname} />;
}

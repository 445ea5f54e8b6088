import { useQuery } from "@tanstack/react-query";
import { Link, isRouteErrorResponse, useLocation, useParams, useRouteError } from "react-router";
import type { BlogPost } from "../../../shared/schemas/blog-post";
import { blogPostingLd } from "../../../shared/structured-data";
import { useApi } from "../../api/api-context";
import { blogPostQuery } from "../../api/blog.queries";
import { ArticleMarkdown } from "../../components/content/article-markdown";
import { ErrorFallback } from "../../components/layout/error-fallback";
import { ExternalLink } from "../../components/ui/external-link";
import { formatLongDate } from "../../components/ui/format-date";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

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
  const { brand } = useRootData();
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
  return (
    <article className="container-page max-w-3xl py-12">
      <Link to="/blog" className="btn btn-ghost -ml-3">
        ← Back to Blog
      </Link>
      <p className="mt-6 text-xs font-semibold uppercase tracking-wider text-indigo-600">{post.category}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">{post.title}</h1>
      {post.subtitle && <p className="mt-3 text-xl text-slate-600">{post.subtitle}</p>}
      <p className="mt-4 text-sm text-slate-500">
        {post.author} · {formatLongDate(post.publishedAt ?? post.createdAt)} · {post.readTime} min read
      </p>
      <img src={post.imageUrl} alt="" width={1200} height={630} className="mt-8 aspect-[1200/630] w-full rounded-xl object-cover" />
      <aside className="mt-8 rounded-xl border border-indigo-100 bg-indigo-50 p-6">
        <p className="font-semibold text-slate-900">Article Summary:</p>
        <p className="mt-2 text-slate-700">{post.excerpt}</p>
        <p className="mt-4 font-semibold text-slate-900">Topics Covered:</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-white px-3 py-1 text-xs font-medium text-indigo-700">
              {tag}
            </li>
          ))}
        </ul>
      </aside>
      <div className="mt-10">
        <ArticleMarkdown source={post.content} />
      </div>
      <section className="mt-14 rounded-2xl bg-slate-900 p-8 text-white">
        <h2 className="text-2xl font-bold">Ready to Get Started?</h2>
        <p className="mt-3 text-slate-300">Talk to our team about delivering this for your clients, under your brand.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ExternalLink href={brand.bookingUrl} className="btn btn-accent">
            Book a free consultation
          </ExternalLink>
          <a href={`tel:${brand.phone.replace(/\s+/g, "")}`} className="btn btn-light">
            Call {brand.phone}
          </a>
        </div>
      </section>
    </article>
  );
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

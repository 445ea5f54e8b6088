import { Link } from "../../lib/region/region-link";
import type { BlogPostSummary } from "../../../shared/schemas/blog-post";
import { COVER_SIZES } from "./cover-sizes";
import { PostCover } from "./post-cover";
import { CategoryBadge, PostByline } from "./post-byline";
import { useBlogCopy } from "./use-blog-copy";

export const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** A card of the blog grid. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const copy = useBlogCopy();
  return (
    <article className="card flex h-full flex-col overflow-hidden" data-testid="post-card">
      <PostCover src={post.imageUrl} cover={post.cover} sizes={COVER_SIZES.card} className="aspect-[1200/630] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <div>
          <CategoryBadge category={post.category} />
        </div>
        <h3 lang="en" className="mt-3 text-lg font-semibold leading-snug text-slate-900">
          {post.title}
        </h3>
        <p lang="en" className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
          {post.excerpt}
        </p>
        <PostByline post={post} dateStyle="short" className="mt-4 text-xs text-slate-500" />
        <Link to={articlePath(post.slug)} className="btn btn-outline mt-5">
          {copy.readArticle}
          <span className="sr-only">
            : <span lang="en">{post.title}</span>
          </span>
        </Link>
      </div>
    </article>
  );
}

/** The 'Featured Article' card, with the long date. */
export function FeaturedPostCard({ post }: { post: BlogPostSummary }) {
  const copy = useBlogCopy();
  return (
    <article className="card grid overflow-hidden lg:grid-cols-2" aria-labelledby="featured-article-title" data-testid="featured-post">
      {/* The cover keeps its proportions (nothing cropped); the navy band matches the covers' background. */}
      <div className="flex items-center bg-navy-900">
        <PostCover
          src={post.imageUrl}
          cover={post.cover}
          sizes={COVER_SIZES.featured}
          loading="eager"
          priority
          className="aspect-[1200/630] h-auto w-full object-cover"
        />
      </div>
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">{copy.featured}</p>
        <div className="mt-3">
          <CategoryBadge category={post.category} />
        </div>
        <h2 id="featured-article-title" lang="en" className="mt-3 text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">
          {post.title}
        </h2>
        <p lang="en" className="mt-3 leading-relaxed text-slate-600">
          {post.excerpt}
        </p>
        <PostByline post={post} dateStyle="long" className="mt-5 text-sm text-slate-500" />
        <div className="mt-6">
          <Link to={articlePath(post.slug)} className="btn btn-primary">
            {copy.readArticle}
            <span className="sr-only">
              : <span lang="en">{post.title}</span>
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}

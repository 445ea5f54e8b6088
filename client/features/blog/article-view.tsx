import type { ReactNode } from "react";
import { Link } from "../../lib/region/region-link";
import type { BlogPost } from "../../../shared/schemas/blog-post";
import { telHref } from "../../../shared/content/contact-details";
import { useRegionConfig } from "../../lib/region/region-context";
import { COVER_SIZES } from "./cover-sizes";
import { PostCover } from "./post-cover";
import { CategoryBadge, PostByline } from "./post-byline";
import { ShareButton } from "./share-button";
import { defineStaticPart } from "../../lib/static-parts/static-part";
import { useBlogCopy } from "./use-blog-copy";
import { BookingLink } from "../../lib/booking/booking-link";

/** Text only: a static part, which the browser does not hydrate (client/lib/static-parts/static-part.tsx). */
const ArticleBody = defineStaticPart("article-body", () => import("./article-body").then((m) => m.ArticleBody));

/**
 * An article with every element docs/product-rules.md#blog lists: 'Back to Blog', title,
 * subtitle, author, date, read time, 'Share Article', image, 'Article Summary:',
 * 'Topics Covered:', the content and the 'Ready to Get Started?' call to action.
 * Used by the five built-in articles' pages and the generic article page alike.
 */
export function ArticleView({ post, children }: { post: BlogPost; children?: ReactNode }) {
  const copy = useBlogCopy();
  return (
    <article>
      <header className="hero-band">
        <div className="container-page max-w-4xl py-10 sm:py-14">
          <Link to="/blog" className="btn btn-light">
            <span aria-hidden="true">←</span> {copy.backToBlog}
          </Link>
          <div className="mt-8">
            <CategoryBadge category={post.category} tone="dark" />
          </div>
          <h1 lang="en" className="mt-4 text-3xl font-bold leading-tight tracking-tight text-white sm:text-5xl">
            {post.title}
          </h1>
          {post.subtitle && (
            <p lang="en" className="mt-4 text-lg leading-relaxed text-slate-200 sm:text-xl">
              {post.subtitle}
            </p>
          )}
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            <PostByline post={post} dateStyle="long" className="text-sm text-slate-300" />
            <ShareButton title={post.title} text={post.excerpt} />
          </div>
        </div>
      </header>
      <div className="container-page max-w-4xl py-10 sm:py-12">
        <PostCover
          src={post.imageUrl}
          cover={post.cover}
          sizes={COVER_SIZES.article}
          loading="eager"
          priority
          className="aspect-[1200/630] h-auto w-full rounded-2xl object-cover shadow-sm"
        />
        <div className="mx-auto max-w-3xl">
          <aside className="mt-10 rounded-xl border border-indigo-100 bg-indigo-50 p-6" aria-label={copy.summaryLabel}>
            <p className="font-semibold text-slate-900">{copy.summary}</p>
            <p lang="en" className="mt-2 leading-relaxed text-slate-700">
              {post.excerpt}
            </p>
            {post.tags.length > 0 && (
              <>
                <p className="mt-5 font-semibold text-slate-900">{copy.topics}</p>
                <ul lang="en" className="mt-2 flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-white px-3 py-1 text-xs font-medium text-indigo-700 ring-1 ring-indigo-100">
                      {tag}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </aside>
          <div className="mt-10">
            <ArticleBody source={post.content} />
          </div>
          {children}
          <ArticleCallToAction />
        </div>
      </div>
    </article>
  );
}

function ArticleCallToAction() {
  const { phone } = useRegionConfig();
  const copy = useBlogCopy().cta;
  return (
    <section className="hero-band mt-14 rounded-2xl p-8 text-white sm:p-10" aria-labelledby="article-cta">
      <h2 id="article-cta" className="text-2xl font-bold sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-slate-200">{copy.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <BookingLink className="btn btn-accent">{copy.book}</BookingLink>
        <a href={telHref(phone)} className="btn btn-light">
          {copy.call(phone)}
        </a>
      </div>
    </section>
  );
}

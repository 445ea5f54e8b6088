import { Link } from "../../lib/region/region-link";
import { blogFeedAlternate } from "../../../shared/blog/blog-feed";
import type { BlogPostSummary } from "../../../shared/schemas/blog-post";
import { CardGrid } from "../../components/ui/card-grid";
import { PageHero } from "../../components/ui/page-hero";
import { BlogHeroVisual } from "./blog-hero-visual";
import { BlogSearchForm, CategoryFilter } from "../../features/blog/blog-filters";
import { blogListView, type BlogFilters } from "../../features/blog/blog-list-rules";
import { FeaturedPostCard, PostCard } from "../../features/blog/post-card";
import { useBlogFilters } from "../../features/blog/use-blog-filters";
import { useBlogPosts } from "../../features/blog/use-blog-posts";
import type { PageHandle } from "../../head/page-meta";
import { useBlogCopy } from "../../features/blog/use-blog-copy";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { blogDe } from "../../../shared/i18n/pages/blog.de";
import { blogEn } from "../../../shared/i18n/pages/blog.en";
import { BookingLink } from "../../lib/booking/booking-link";

export const handle: PageHandle = {
  meta: ({ brand, region }) => ({
    ...pageCopyFor({ en: blogEn, de: blogDe }, region).meta,
    alternates: [blogFeedAlternate(brand.name)],
  }),
};

export function Component() {
  const { posts } = useBlogPosts();
  const { filters, setSearchText } = useBlogFilters();
  const copy = useBlogCopy();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro}</p>} visual={<BlogHeroVisual posts={posts} />}>
        <BookingLink className="btn btn-accent">{copy.strategySession}</BookingLink>
      </PageHero>
      <section className="container-page py-12 sm:py-14" aria-label={copy.articles}>
        <BlogSearchForm value={filters.q} category={filters.category} onChange={setSearchText} />
        {posts === undefined ? (
          // Only on a client navigation: the server always sends the list with the page.
          <p className="mt-10 text-center text-lg font-medium text-slate-600" role="status">
            {copy.loading}
          </p>
        ) : (
          <BlogList posts={posts} filters={filters} />
        )}
      </section>
    </>
  );
}

function BlogList({ posts, filters }: { posts: BlogPostSummary[]; filters: BlogFilters }) {
  const view = blogListView(posts, filters);
  const copy = useBlogCopy();
  return (
    <>
      <div className="mt-6">
        <CategoryFilter options={view.categories} filters={filters} />
      </div>
      {view.featured && (
        <div className="mt-10">
          <FeaturedPostCard post={view.featured} />
        </div>
      )}
      <div className="mt-12 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-bold text-slate-900">{view.isFiltered ? copy.matching : copy.latest}</h2>
        <p className="text-sm text-slate-600" role="status">
          {view.isFiltered ? copy.found(view.matchCount) : ""}
        </p>
      </div>
      {view.posts.length > 0 ? (
        <CardGrid className="mt-6">
          {view.posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </CardGrid>
      ) : view.matchCount === 0 ? (
        <div className="card mt-6 p-8 text-center">
          <p className="font-semibold text-slate-900">{view.isFiltered ? copy.noMatch : copy.noneYet}</p>
          {view.isFiltered && (
            <Link to="/blog" className="btn btn-outline mt-4">
              {copy.showAll}
            </Link>
          )}
        </div>
      ) : null}
    </>
  );
}

import { blogFeedAlternate } from "../../../shared/blog/blog-feed";
import type { RegionCode } from "../../../shared/constants";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { blogDe } from "../../../shared/i18n/pages/blog.de";
import { blogEn } from "../../../shared/i18n/pages/blog.en";
import { basePathOf } from "../../../shared/region-addresses";
import type { BlogPostSummary } from "../../../shared/schemas/blog-post";
import { blogPostingLd } from "../../../shared/structured-data";
import { breadcrumbLd } from "../../../shared/structured-data-content";
import { trailIn } from "../../components/content/breadcrumb-trail";
import type { MetaArgs, PageMeta } from "../../head/page-meta";
import { widestOf } from "../../../shared/media/media-image";
import { fallbackFormat } from "../../../shared/media/fallback-file";
import { COVER_SIZES } from "./cover-sizes";

/**
 * The head of an article: its own title (articles are English content, so the title stays
 * theirs in every region), a description in the region's language, BlogPosting and
 * breadcrumb data, the feed.
 */
export function articleMeta(post: BlogPostSummary, { brand, siteUrl, pathname, region }: MetaArgs): PageMeta {
  const title = post.metaTitle || post.title;
  const ownDescription = post.metaDescription || post.excerpt;
  const description = pageCopyFor({ en: blogEn, de: blogDe }, region).articleDescription({ title, description: ownDescription });
  const cover = post.cover ?? null;
  return {
    title,
    description,
    ogType: "article",
    keywords: post.tags.join(", "),
    alternates: [blogFeedAlternate(brand.name)],
    ...(cover ? { preloadImage: { image: cover, sizes: COVER_SIZES.article } } : {}),
    structuredData: [
      blogPostingLd({
        brand,
        siteUrl,
        pathname,
        title: post.title,
        description: ownDescription,
        inLanguage: "en",
        author: post.author,
        imageUrl: (cover && widestOf(cover, fallbackFormat(cover))?.url) || post.imageUrl,
        publishedAt: post.publishedAt ?? post.createdAt,
        updatedAt: post.updatedAt,
        tags: post.tags,
      }),
      breadcrumbLd(siteUrl, trailIn(region, "/blog", { name: post.title, path: basePathOf(pathname) }), region),
    ],
  };
}

/** Head while the generic article page loads its post in the browser (replaced once it arrives). */
export function articleLoadingMeta(region: RegionCode): PageMeta {
  const { states } = pageCopyFor({ en: blogEn, de: blogDe }, region);
  return { title: states.loading, description: states.wait, noindex: true };
}

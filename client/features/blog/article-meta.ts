import { blogFeedAlternate } from "../../../shared/blog/blog-feed";
import type { BlogPostSummary } from "../../../shared/schemas/blog-post";
import { regionPath } from "../../../shared/region-addresses";
import { blogPostingLd } from "../../../shared/structured-data";
import type { MetaArgs, PageMeta } from "../../head/page-meta";

/** The head of an article: its own title and description, BlogPosting and breadcrumb data, the feed. */
export function articleMeta(post: BlogPostSummary, { brand, siteUrl, pathname, region }: MetaArgs): PageMeta {
  const description = post.metaDescription || post.excerpt;
  return {
    title: post.metaTitle || post.title,
    description,
    ogType: "article",
    keywords: post.tags.join(", "),
    alternates: [blogFeedAlternate(brand.name)],
    structuredData: [
      blogPostingLd({
        brand,
        siteUrl,
        pathname,
        title: post.title,
        description,
        author: post.author,
        imageUrl: post.imageUrl,
        publishedAt: post.publishedAt ?? post.createdAt,
        updatedAt: post.updatedAt,
        tags: post.tags,
      }),
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}${regionPath(region, "/")}` },
          { "@type": "ListItem", position: 2, name: "Blog", item: `${siteUrl}${regionPath(region, "/blog")}` },
          { "@type": "ListItem", position: 3, name: post.title, item: `${siteUrl}${pathname}` },
        ],
      },
    ],
  };
}

/** Head while the generic article page loads its post in the browser (replaced once it arrives). */
export const articleLoadingMeta: PageMeta = {
  title: "Loading Article...",
  description: "Please wait while we load the blog post",
  noindex: true,
};

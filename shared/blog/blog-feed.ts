/** Address of the blog's RSS 2.0 feed (server/site/blog-feed.router.ts), linked from the blog's pages. */
export const BLOG_FEED_PATH = "/blog/rss.xml";

export const blogFeedTitle = (brandName: string) => `${brandName} Blog`;

/** The `<link rel="alternate">` that lets readers and feed readers discover the feed. */
export const blogFeedAlternate = (brandName: string) => ({
  type: "application/rss+xml",
  title: blogFeedTitle(brandName),
  href: BLOG_FEED_PATH,
});

import { Router } from "express";
import type { Brand } from "../../shared/brand";
import { BLOG_FEED_PATH, blogFeedTitle } from "../../shared/blog/blog-feed";
import { postDate } from "../../shared/blog/post-defaults";
import type { BlogPost } from "../../shared/schemas/blog-post";
import type { BlogQueries } from "../db/blog.queries";

// RSS 2.0 feed of the blog (for readers and crawlers), linked from the
// blog's pages with <link rel="alternate">.

/** Text for an XML element or attribute: escaped, and without the characters XML 1.0 forbids. */
const xmlText = (s: string) =>
  s
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the control characters XML 1.0 forbids.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** RFC 822 date, as RSS 2.0 wants it; null when the value is no date. */
const rfc822 = (iso: string | null) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toUTCString() : null);

function itemXml(post: BlogPost, siteUrl: string): string {
  const link = xmlText(`${siteUrl}/blog/${encodeURIComponent(post.slug)}`);
  const pubDate = rfc822(postDate(post));
  return [
    "    <item>",
    `      <title>${xmlText(post.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <description>${xmlText(post.excerpt)}</description>`,
    `      <dc:creator>${xmlText(post.author)}</dc:creator>`,
    `      <category>${xmlText(post.category)}</category>`,
    ...(pubDate ? [`      <pubDate>${pubDate}</pubDate>`] : []),
    "    </item>",
  ].join("\n");
}

export function blogFeedXml(args: { siteUrl: string; brand: Brand; posts: BlogPost[] }): string {
  const { siteUrl, brand, posts } = args;
  const newest =
    posts
      .map((p) => p.updatedAt)
      .filter((d) => !Number.isNaN(Date.parse(d)))
      .sort()
      .at(-1) ?? null;
  const lastBuildDate = rfc822(newest);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xmlText(blogFeedTitle(brand.name))}</title>`,
    `    <link>${xmlText(`${siteUrl}/blog`)}</link>`,
    `    <description>${xmlText(
      "Practical articles for agency owners on white-label SEO and PPC, AI solutions, dedicated teams and industry-specific digital marketing.",
    )}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${xmlText(`${siteUrl}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuildDate ? [`    <lastBuildDate>${lastBuildDate}</lastBuildDate>`] : []),
    ...posts.map((post) => itemXml(post, siteUrl)),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export function createBlogFeedRouter(deps: { blog: BlogQueries; siteUrl: string; brand: Brand }): Router {
  const router = Router();
  router.get(BLOG_FEED_PATH, async (_req, res) => {
    // Every published post, newest first (the list's ad-fatigue rule is about the page, not the feed).
    const posts = await deps.blog.listPublished();
    res.type("application/rss+xml").setHeader("Cache-Control", "public, max-age=900");
    res.send(blogFeedXml({ siteUrl: deps.siteUrl, brand: deps.brand, posts }));
  });
  return router;
}

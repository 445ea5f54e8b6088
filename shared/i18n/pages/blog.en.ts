// The blog list's and articles' UI (client/pages/blog, client/features/blog). Articles
// themselves are English long-form content (docs/decisions/0017-copy-per-language-and-currency.md).

export const blogEn = {
  /** The list's <title> and meta description (the same whatever its search or category). */
  meta: {
    title: "Agency Growth Blog: SEO, PPC, AI and Team Building",
    description:
      "Practical articles for agency owners on white-label SEO and PPC, AI solutions, dedicated teams and industry-specific digital marketing strategies.",
  },
  /**
   * An article's meta description. Its <title> is the article's own (English) title in every
   * region; in English the description is the article's own too, a German one says around the
   * title what the reader will find.
   */
  articleDescription: (article: { title: string; description: string }) => article.description,
  eyebrow: "Blog",
  title: "Insights for agencies that want to grow",
  intro:
    "Field notes from our SEO, Google Ads, web, AI and staffing teams: what works for agencies right now, and how to offer it under your own brand.",
  strategySession: "Get Free Strategy Session",
  articles: "Articles",
  loading: "Loading Articles...",
  searchLabel: "Search articles",
  searchPlaceholder: "Search articles...",
  search: "Search",
  categories: "Article categories",
  allPosts: "All Posts",
  featured: "Featured Article",
  matching: "Matching articles",
  latest: "Latest articles",
  found: (count: number) => `${count} ${count === 1 ? "article" : "articles"} found`,
  noMatch: "No articles match your search.",
  noneYet: "No articles have been published yet.",
  showAll: "Show all articles",
  readArticle: "Read Article",
  minRead: (minutes: number) => `${minutes} min read`,
  backToBlog: "Back to Blog",
  share: "Share Article",
  /** After 'Share Article' copied the address, or where it must be copied by hand (share-button.tsx). */
  linkCopied: "Article link copied to clipboard!",
  copyLink: "Copy this link to share the article:",
  imageUnavailable: "Image not available",
  summaryLabel: "Summary",
  summary: "Article Summary:",
  topics: "Topics Covered:",
  cta: {
    title: "Ready to Get Started?",
    text: "Tell us about your agency and your clients. In a free consultation we will show you how we can deliver this work under your brand.",
    book: "Book Your Free Consultation",
    call: (phone: string) => `Call ${phone}`,
  },
  related: {
    title: "Put this into practice",
    text: "We deliver this work for agencies, under their own brand.",
  },
  states: {
    loading: "Loading Article...",
    wait: "Please wait while we load the blog post",
    offline: "We couldn't reach the site. Please check your connection and try again.",
    serverError: "There was a problem on our side. Please try again in a moment.",
    retryLater: "Please try again in a moment.",
    loadFailed: "We couldn't load this article",
    /** What went wrong: in English the error's own message ("Failed to load article: 500", or the browser's network error). */
    failure: (message: string, _status: number | null) => message,
    tryAgain: "Try Again",
  },
};

export type BlogCopy = typeof blogEn;

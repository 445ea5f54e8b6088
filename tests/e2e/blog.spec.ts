import type { Page } from "@playwright/test";
import { allowConsole, expect, holdBack, requestsSoFarSeen, test, waitForHydration } from "./fixtures";

const cards = (page: Page) => page.getByTestId("post-card");
const BUILT_IN_LISTED = [
  "Industry-Specific Digital Marketing: Tailored Strategies for Every Niche",
  "How To Hire a Dedicated Team And Build a High-Performing Workforce in 2025",
  "White Label SEO & PPC Explained: The 2025 Solution to Scale Your Agency Globally",
];

/** Marks the document; the mark survives client navigations and is gone after a reload. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

test.describe("blog list", () => {
  test("search filters as the visitor types, the address follows, and the address can be shared", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await markDocument(page);
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByTestId("featured-post")).toBeVisible();

    await page.getByPlaceholder("Search articles...").pressSequentially("LAW firms");
    await expect(page).toHaveURL(/\/blog\?q=LAW\+firms$/);
    await expect(cards(page).locator("h3")).toHaveText(["Digital Marketing for Law Firms: Proven Strategies to Win More Clients in 2025"]);
    await expect(page.getByTestId("featured-post")).toHaveCount(0);
    await expect(page.getByText("1 article found")).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByPlaceholder("Search articles...")).toHaveValue("LAW firms");
    await expect(cards(page)).toHaveCount(1);

    await page.getByPlaceholder("Search articles...").fill("");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByTestId("featured-post")).toBeVisible();
  });

  test("category buttons show counts, filter, keep the search and are part of the address", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await markDocument(page);
    const categories = page.getByRole("navigation", { name: "Article categories" });
    await expect(categories.getByRole("link")).toHaveText([
      "All Posts (6)",
      "Industry Marketing (3)",
      "AI & Technology (1)",
      "Digital Marketing (1)",
      "Workforce Management (1)",
    ]);

    await categories.getByRole("link", { name: "Industry Marketing (3)" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Industry\+Marketing$/);
    await expect(cards(page)).toHaveCount(3);
    await expect(categories.getByRole("link", { name: "Industry Marketing (3)" })).toHaveAttribute("aria-current", "true");

    await page.getByPlaceholder("Search articles...").pressSequentially("tiktok");
    await expect(page).toHaveURL(/\/blog\?q=tiktok&category=Industry\+Marketing$/);
    await expect(cards(page).locator("h3")).toHaveText(["Beauty Digital Marketing: Proven Strategies for Growth in 2025"]);

    await categories.getByRole("link", { name: "All Posts (6)" }).click();
    await expect(page).toHaveURL(/\/blog\?q=tiktok$/);
    await expect(cards(page)).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/category=Industry\+Marketing/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("without JavaScript the search form and the category links are answered by the server", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await page.getByPlaceholder("Search articles...").fill("dedicated");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?q=dedicated$/);
    await expect(cards(page).locator("h3")).toHaveText(["How To Hire a Dedicated Team And Build a High-Performing Workforce in 2025"]);
    await page.getByRole("link", { name: "AI & Technology (1)" }).click();
    await expect(page).toHaveURL(/\/blog\?q=dedicated&category=AI\+%26\+Technology$/);
    await expect(page.getByText("No articles match your search.")).toBeVisible();
    await context.close();
  });

  test("'Read Article' opens a built-in article in the same document, with no data request", async ({ page }) => {
    const apiCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push(r.url());
    });
    await page.goto("/blog");
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("link", { name: /^Read Article\s*: White Label SEO & PPC Explained/ }).click();
    await expect(page.locator("h1")).toHaveText("White Label SEO & PPC Explained: The 2025 Solution to Scale Your Agency Globally");
    await expect(page).toHaveURL(/\/blog\/white-label-seo-ppc-2025$/);
    await expect(page).toHaveTitle("White Label SEO & PPC Explained: Scale Your Agency | Northbeam Studio");
    await expect(page.getByText("Article Summary:")).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page.locator("h1")).toHaveText("Insights for agencies that want to grow");
    expect(await isSameDocument(page)).toBe(true);
    expect(apiCalls).toEqual([]);
  });

  test("the list shows 'Loading Articles...' on a client navigation, then the posts", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const list = await holdBack(page, "**/api/blog");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page.getByText("Loading Articles...")).toBeVisible();
    list.release();
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByText("Loading Articles...")).toHaveCount(0);
  });
});

test.describe("the list falls back to the built-in posts", () => {
  async function openBlogFromHome(page: Page) {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page.locator("h1")).toHaveText("Insights for agencies that want to grow");
  }
  const expectBuiltInPosts = async (page: Page) => {
    await expect(cards(page).locator("h3")).toHaveText(BUILT_IN_LISTED);
    await expect(page.getByTestId("featured-post").locator("h2")).toHaveText(
      "5 Breakthrough Reasons To Adopt AI Solutions For Business Growth In 2025",
    );
  };

  test("when GET /api/blog fails", async ({ page }) => {
    allowConsole(page, /status of 503/);
    await page.route("**/api/blog", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' }));
    await openBlogFromHome(page);
    await expectBuiltInPosts(page);
  });

  test("when GET /api/blog answers something that is not a list", async ({ page }) => {
    await page.route("**/api/blog", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"posts":[]}' }));
    await openBlogFromHome(page);
    await expectBuiltInPosts(page);
  });

  test("when the server cannot be reached, after two retries", async ({ page }) => {
    allowConsole(page, /Failed to load resource/);
    let attempts = 0;
    await page.route("**/api/blog", (route) => {
      attempts++;
      return route.abort("connectionrefused");
    });
    await openBlogFromHome(page);
    await expect(page.getByText("Loading Articles...")).toBeVisible();
    await expectBuiltInPosts(page);
    expect(attempts).toBe(3);
  });
});

test.describe("articles from the database", () => {
  async function openBeautyFromList(page: Page) {
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("link", { name: /^Read Article\s*: Beauty Digital Marketing/ }).click();
  }

  test("load on a client navigation with 'Loading Article...', then show the post and its head", async ({ page }) => {
    const article = await holdBack(page, "**/api/blog/beauty-digital-marketing-2025");
    await openBeautyFromList(page);
    await expect(page.getByText("Loading Article...")).toBeVisible();
    await expect(page.getByText("Please wait while we load the blog post")).toBeVisible();
    article.release();
    await expect(page.locator("h1")).toHaveText("Beauty Digital Marketing: Proven Strategies for Growth in 2025");
    await expect(page).toHaveTitle("Beauty Digital Marketing Strategies for 2025 | Northbeam Studio");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\/beauty-digital-marketing-2025$/);
    const types = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(types.map((t) => JSON.parse(t)["@type"])).toEqual(["BlogPosting", "BreadcrumbList"]);
    await expect(page.locator(".prose-article h2").first()).toHaveText("How beauty buyers discover and decide");
  });

  test("a post that is gone shows 'Blog Post Not Found' after a client navigation", async ({ page }) => {
    allowConsole(page, /status of 404/);
    await page.route("**/api/blog/beauty-digital-marketing-2025", (route) =>
      route.fulfill({ status: 404, contentType: "application/json", body: '{"message":"Article not found"}' }),
    );
    await openBeautyFromList(page);
    await expect(page.locator("h1")).toHaveText("Blog Post Not Found");
    await expect(page.getByText("The blog post you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page).toHaveTitle("Blog Post Not Found | Northbeam Studio");
    await page.getByRole("main").getByRole("link", { name: "Back to Blog" }).click();
    await expect(page.locator("h1")).toHaveText("Insights for agencies that want to grow");
  });

  test("a server error says 'Failed to load article: 500' after two retries, and can be retried", async ({ page }) => {
    allowConsole(page, /status of 500/);
    let fail = true;
    let attempts = 0;
    await page.route("**/api/blog/beauty-digital-marketing-2025", (route) => {
      attempts++;
      return fail ? route.fulfill({ status: 500, body: "boom" }) : route.continue();
    });
    await openBeautyFromList(page);
    await expect(page.getByText("Failed to load article: 500")).toBeVisible({ timeout: 10_000 });
    expect(attempts).toBe(3);
    fail = false;
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.locator("h1")).toHaveText("Beauty Digital Marketing: Proven Strategies for Growth in 2025");
  });

  test("what the server sent is not fetched again on hydration", async ({ page }) => {
    const apiCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push(r.url());
    });
    for (const path of ["/blog?q=seo", "/blog/digital-marketing-for-law-firms"]) {
      await page.goto(path);
      await waitForHydration(page);
      await requestsSoFarSeen(page);
    }
    expect(apiCalls).toEqual([]);
  });
});

test.describe("sharing an article", () => {
  test("without a share sheet, the link is copied and an alert confirms it", async ({ browser }) => {
    const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
    await page.goto("/blog/dedicated-team-hiring-2025?utm_source=test");
    await waitForHydration(page);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Share Article" }).click();
    await expect.poll(() => dialogs).toEqual(["alert: Article link copied to clipboard!"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/blog\/dedicated-team-hiring-2025$/,
    );
    await context.close();
  });

  test("with a share sheet, the device shares the article's title, summary and link", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = data;
        },
      });
    });
    page.on("dialog", (d) => {
      throw new Error(`unexpected dialog: ${d.message()}`);
    });
    await page.goto("/blog/digital-marketing-for-law-firms");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Share Article" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared))
      .toMatchObject({
        title: "Digital Marketing for Law Firms: Proven Strategies to Win More Clients in 2025",
        text: expect.stringContaining("Most people looking for a lawyer start with a search."),
        url: expect.stringMatching(/\/blog\/digital-marketing-for-law-firms$/),
      });
  });
});

test.describe("images", () => {
  test("a cover that fails is replaced by the generic cover, with a console warning", async ({ page }) => {
    allowConsole(page, /status of 404|Image failed to load: \/images\/blog\/white-label-seo-ppc-2025\.svg/);
    await page.route("**/images/blog/white-label-seo-ppc-2025.svg", (route) => route.fulfill({ status: 404, body: "" }));
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    await page.goto("/blog");
    await waitForHydration(page);
    const card = cards(page).filter({ hasText: "White Label SEO" });
    const img = card.locator("img");
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute("src", "/images/blog/fallback-cover.svg");
    await expect(img).toHaveAttribute("data-state", "loaded");
    expect(warnings).toEqual(["Image failed to load: /images/blog/white-label-seo-ppc-2025.svg"]);
  });

  test("when the fallback fails too, the placeholder says 'Image not available'", async ({ page }) => {
    allowConsole(page, /status of 404|Image failed to load/);
    await page.route(/\/images\/blog\/(ai-solutions-business-growth-2025|fallback-cover)\.svg$/, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/blog/ai-solutions-business-growth-2025");
    await waitForHydration(page);
    const cover = page.locator("main article img").first();
    await expect(cover).toHaveAttribute("src", "/images/blog/placeholder.svg");
    await expect(cover).toHaveAttribute("alt", "Image not available");
    await expect(cover).toHaveAttribute("data-state", "loaded");
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe("feed", () => {
  test("the RSS feed linked from the blog is well-formed XML for the browser's strict parser", async ({ page }) => {
    await page.goto("/blog");
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
    const result = await page.evaluate(async (url) => {
      const text = await (await fetch(url!)).text();
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.nodeName,
        items: doc.querySelectorAll("item").length,
      };
    }, href);
    expect(result).toEqual({ error: null, root: "rss", items: 7 });
  });
});

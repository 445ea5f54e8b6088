import type { Page } from "@playwright/test";
import { pageTitle } from "../../client/head/build-head";
import { regionInfo } from "../../shared/content/regions";
import { STORAGE_KEYS } from "../../shared/constants";
import { de } from "../../shared/i18n/de";
import { parseHtml } from "../helpers/html";
import { expect, manifest, test, waitForHydration } from "./fixtures";

// Regions are addresses (docs/decisions/0016-regions-as-addresses.md): US at the plain paths,
// UK under /uk, DE under /de. The arrival rule moves a visitor once, in place, never a crawler.

/** The home page's <title> in a region: its SEO title, with the brand when both fit (client/head/build-head.ts). */
const homeTitle = (code: "UK" | "DE") => pageTitle(regionInfo[code].seoTitle, "Northbeam Studio");
const savedRegion = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.region);

/** Counts full document loads and marks the window, so a test can tell a client navigation from a reload. */
async function watchLoads(page: Page) {
  // "load" fires once per document; a client navigation (pushState/replaceState) loads none.
  let loads = 0;
  page.on("load", () => loads++);
  return {
    loads: () => loads,
    mark: () => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true)),
    isSameDocument: () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true),
  };
}

test.describe("a first visit from Berlin", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("moves once from / to /de before the app starts: German hero, lang, title and hreflang; the US address replaced", async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(new URL(r.url()).pathname);
    });
    // The server answers the US page: crawlers and the first paint get the x-default address.
    const us = await page.request.get("/");
    expect(
      parseHtml(await us.text())
        .querySelector("html")
        ?.getAttribute("lang"),
    ).toBe("en-US");
    const entriesBefore = await page.evaluate(() => history.length);
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
    await waitForHydration(page);
    await expect(page.locator("h1")).toHaveText(regionInfo.DE.heroTitle);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await expect(page).toHaveTitle(homeTitle("DE"));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de$/);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
    // The German page came from the server (client/lib/region/region-arrival.ts), once.
    expect(documents).toEqual(["/", "/de"]);
    // A guess is not a choice: nothing is saved until the visitor chooses or opens a regional address.
    expect(await savedRegion(page)).toBeNull();
    // The US address was replaced, not stacked, so Back leaves the site instead of bouncing between / and /de.
    expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1);
  });

  test("links on German pages stay under /de, through client navigations", async ({ page }) => {
    await page.goto("/de");
    await waitForHydration(page);
    const watch = await watchLoads(page);
    await watch.mark();
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    const regional = hrefs.filter((href) => !/^\/(api|admin|images|assets|\.well-known)(\/|$)|\.[a-z]+$/.test(href));
    expect(regional.length).toBeGreaterThan(10);
    for (const href of regional) expect(href).toMatch(/^\/de(\/|\?|#|$)/);
    await page.getByRole("navigation", { name: de.nav.main }).getByRole("link", { name: de.nav.services }).click();
    await expect(page).toHaveURL(/\/de\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
    await page.getByRole("link", { name: /SEO/ }).first().click();
    await expect(page).toHaveURL(/\/de\/services\/[a-z-]+$/);
    await page.getByRole("navigation", { name: de.nav.main }).getByRole("link", { name: de.nav.home }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("h1")).toHaveText(regionInfo.DE.heroTitle);
    await expect(page).toHaveTitle(homeTitle("DE"));
    expect(await watch.isSameDocument()).toBe(true);
  });

  test("a saved choice wins over the time zone", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "UK"), STORAGE_KEYS.region);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/uk$/);
    await expect(page.getByText(regionInfo.UK.tagline)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  });

  test("a saved value that is not a region is ignored", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "FR"), STORAGE_KEYS.region);
    await page.goto("/about");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/de\/about$/);
  });

  test("the staff area has one address and never moves", async ({ page }) => {
    await page.goto("/admin");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/admin");
  });
});

test.describe("a crawler-like visit", () => {
  test.use({ timezoneId: "UTC" });

  test("stays on the US address it asked for, with its own canonical", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("h1")).toHaveText(regionInfo.US.heroTitle);
    await expect(page.getByText(regionInfo.US.tagline)).toBeVisible();
    // Give a wrong move every chance to happen: the first navigation would already be under way.
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    expect(await savedRegion(page)).toBeNull();
  });
});

test.describe("a visitor from New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("opening a German address directly stays there, and it becomes the choice for the next visit", async ({ page }) => {
    await page.goto("/de/about");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/de/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    expect(await savedRegion(page)).toBe("DE");
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/de\/contact$/);
  });

  test("the switcher keeps the page and its query, and a later visit to / follows the choice", async ({ page }) => {
    await page.goto("/services/seo?utm_source=newsletter");
    await waitForHydration(page);
    const watch = await watchLoads(page);
    await watch.mark();
    const switcher = page.getByTestId("region-switcher");
    await switcher.click();
    await expect(switcher).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("list", { name: "Regions" }).getByRole("button", { name: "United States" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(switcher).toHaveAttribute("aria-expanded", "false");
    await expect(switcher).toBeFocused();

    await switcher.click();
    await page.getByRole("list", { name: "Regions" }).getByRole("button", { name: "United Kingdom" }).click();
    await expect(page).toHaveURL(/\/uk\/services\/seo\?utm_source=newsletter$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(switcher).toContainText("United Kingdom");
    expect(await watch.isSameDocument()).toBe(true);
    expect(await savedRegion(page)).toBe("UK");

    await page.goto("/");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/uk$/);
    await expect(page).toHaveTitle(homeTitle("UK"));
  });

  test("switching to Deutschland on the home page shows the German home page with the German form; the German copy loads only then", async ({
    page,
  }) => {
    // An English page hydrates with the English UI copy alone (client/lib/region/copy-loading.ts).
    const { copy } = manifest();
    const scripts: string[] = [];
    page.on("request", (r) => scripts.push(new URL(r.url()).pathname));
    await page.goto("/");
    await waitForHydration(page);
    expect(scripts).toEqual(expect.arrayContaining(copy.en));
    expect(scripts).not.toContain(copy.de[0]);
    await page.getByTestId("region-switcher").click();
    await page.getByRole("list", { name: "Regions" }).getByRole("button", { name: "Deutschland" }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("h1")).toHaveText(regionInfo.DE.heroTitle);
    expect(scripts).toContain(copy.de[0]);
    await expect(page).toHaveTitle(homeTitle("DE"));
    await expect(page.locator('form.home-contact-form input[name="region"]')).toHaveValue("DE");

    // The server renders the same German page at that address, with no cookie involved.
    const response = await page.reload();
    expect(await response!.text()).toContain('<html lang="de-DE">');
    await expect(page.locator("h1")).toHaveText(regionInfo.DE.heroTitle);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("region");
  });
});

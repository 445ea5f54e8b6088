import type { Page } from "@playwright/test";
import { allowConsole, builtScriptHolding, expect, holdBackRouterCore, ROUTER_CORE, test, waitForHydration } from "./fixtures";

// docs/decisions/0029-hydrating-without-the-router-core.md: a page hydrates without react-router's
// router core; the core arrives for the visitor's first navigation, which then happens in place.

test.use({ timezoneId: "America/New_York" });

const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as Window & { landed?: boolean }).landed = true;
  });
const sameDocument = (page: Page) => page.evaluate(() => (window as Window & { landed?: boolean }).landed === true);

test("landing on /, the page hydrates while the router core is held back, and the first link clicked navigates in place once it arrives", async ({
  page,
}) => {
  const core = await holdBackRouterCore(page);
  await page.goto("/");
  await waitForHydration(page);
  await markDocument(page);
  // Hydrated with the core held back (the prefetch a second after load may have asked for it).

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect.poll(core.asked).toBe(true);
  // Until the core is there, the visitor stays on the page they were reading.
  await expect(page).toHaveURL(/\/$/);
  core.release();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Scale Your Agency Without Hiring");
  expect(await sameDocument(page)).toBe(true);

  // The app's router now holds the history: Back comes home in the same document.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scale Your Agency Without Hiring");
  expect(await sameDocument(page)).toBe(true);
});

test("a change of region before any navigation moves to the region's page in place", async ({ page }) => {
  await page.goto("/services/seo");
  await waitForHydration(page);
  await markDocument(page);
  await page.getByTestId("region-switcher").click();
  await page.getByRole("list", { name: "Regions" }).getByRole("button", { name: "United Kingdom" }).click();
  await expect(page).toHaveURL(/\/uk\/services\/seo$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("SEO");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toHaveAttribute("href", "/uk/about");
  expect(await sameDocument(page)).toBe(true);
});

test("when the router core cannot be loaded, the first link clicked loads its page as a new document", async ({ page }) => {
  // As after a deploy that replaced the core's file, or a dropped connection.
  await page.route(`**${builtScriptHolding(ROUTER_CORE)}`, (route) => route.abort("failed"));
  allowConsole(page, /Failed to load resource/);
  await page.goto("/");
  await waitForHydration(page);
  await markDocument(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The team behind your agency's growth");
  expect(documents).toEqual(["/about"]);
  expect(await sameDocument(page)).toBe(false);
});

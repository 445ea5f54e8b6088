import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { HASH_WAIT, signIn } from "./staff-sign-in";

// The staff navigation (client/features/admin/staff-nav.tsx) as an owner, who sees every section:
// at 1280 px one column beside the screen, every link on a line of its own and reachable with Tab;
// on a 390 px phone a button that opens and closes the same list with the keyboard, and nothing
// that scrolls sideways. The geometry is compared, not pixels.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
const shotDir = process.env.SCREENSHOT_DIR;

const nav = (page: Page) => page.getByRole("navigation", { name: "Staff area" });
const menuButton = (page: Page) => nav(page).getByRole("button", { name: /^Sections/ });

async function boxes(links: Locator) {
  const all = await links.all();
  return Promise.all(all.map(async (link) => ({ href: await link.getAttribute("href"), box: (await link.boundingBox())! })));
}

test("at 1280 px the owner's sections stand in one column beside the screen, each link on one line, the current one marked", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto("/admin/leads");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible(HASH_WAIT);
  await expect(menuButton(page)).toBeHidden();

  const links = nav(page).getByRole("link");
  const placed = await boxes(links);
  expect(placed.length).toBeGreaterThanOrEqual(16);
  const [first] = placed;
  for (const { href, box } of placed) {
    // One column: every link starts where the first does, and none is taller than a line of its own.
    expect(Math.abs(box.x - first!.box.x), href ?? "").toBeLessThanOrEqual(1);
    expect(box.height, href ?? "").toBeLessThanOrEqual(first!.box.height + 1);
  }
  for (let i = 1; i < placed.length; i++)
    expect(placed[i]!.box.y).toBeGreaterThanOrEqual(placed[i - 1]!.box.y + placed[i - 1]!.box.height - 1);
  // Beside the screen, not above it: the column ends before the screen's heading starts.
  const heading = (await page.locator("main h1").first().boundingBox())!;
  const column = (await nav(page).boundingBox())!;
  expect(column.x + column.width).toBeLessThan(heading.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);

  await expect(nav(page).locator("[aria-current=page]")).toHaveText(["Leads"]);
  if (shotDir) await page.screenshot({ path: `${shotDir}/staff-nav-1280.png` });
  // Grouped under headings the lists are named by.
  for (const group of ["Leads", "Content", "Campaigns", "Settings and staff"])
    await expect(nav(page).getByRole("list", { name: group, exact: true })).toBeVisible();

  // Every link is reached with Tab, in the order it is shown.
  await page.locator("body").focus();
  const reached: string[] = [];
  for (let step = 0; step < 40 && reached.length < placed.length; step++) {
    await page.keyboard.press("Tab");
    const href = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest("nav[aria-label='Staff area']") ? el.getAttribute("href") : null;
    });
    if (href && !reached.includes(href)) reached.push(href);
  }
  expect(reached).toEqual(placed.map((p) => p.href));
});

test("on a 390 px phone the sections open from a button with the keyboard and close with Escape, and nothing scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  const button = menuButton(page);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toContainText("Overview");
  await expect(nav(page).getByRole("link", { name: "Leads", exact: true })).toBeHidden();

  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(nav(page).getByRole("link", { name: "Audit trail" })).toBeVisible();
  if (shotDir) await page.screenshot({ path: `${shotDir}/staff-nav-open-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.keyboard.press("Tab");
  await expect(nav(page).getByRole("link", { name: "Overview" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
  await expect(nav(page).getByRole("link", { name: "Overview" })).toBeHidden();

  // Space opens it too; following a link closes it, and the button names the new section.
  await page.keyboard.press(" ");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await nav(page).getByRole("link", { name: "Campaign report" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Campaign report" })).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toContainText("Campaign report");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

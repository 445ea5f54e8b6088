import { expect, test, waitForHydration } from "./fixtures";

// The case-study charts in a real browser: the server draws them, and the browser takes the
// page over without redrawing a thing. Numbers and dates come from Intl, whose spacing differs
// between Node's ICU and Chromium's, so a mismatch would show here as a hydration error (the
// fixture fails the test on any console error) or as a replaced chart.

const pages = [
  "/",
  "/de",
  "/case-studies",
  "/de/case-studies",
  "/uk/case-studies/citypat-case-study",
  "/de/case-studies/citypat-case-study",
  "/de/case-studies/griffin-group-case-study",
  "/de/case-studies/the-dog-guy-case-study",
  "/case-studies/vellu-laser-landing-page",
];

for (const path of pages) {
  test(`${path}: the charts the server drew are the ones the visitor keeps after hydration`, async ({ page }) => {
    await page.goto(path);
    const cover = page.locator("svg[data-cover]").first();
    await expect(cover).toBeVisible();
    const drawn = await cover.evaluate((svg) => {
      (svg as SVGElement & { __fromServer?: boolean }).__fromServer = true;
      return svg.textContent;
    });
    await waitForHydration(page);
    expect(await cover.evaluate((svg) => (svg as SVGElement & { __fromServer?: boolean }).__fromServer === true)).toBe(true);
    expect(await cover.textContent()).toBe(drawn);
  });
}

test("no two labels of a study card's chart overlap, the range's lowest and highest included", async ({ page }) => {
  for (const path of ["/case-studies", "/de/case-studies"]) {
    await page.goto(path);
    const overlaps = await page.evaluate(() =>
      [...document.querySelectorAll("svg[data-cover]")].flatMap((svg) => {
        const boxes = [...svg.querySelectorAll("text[data-label]")].map((text) => ({
          label: text.textContent ?? "",
          box: text.getBoundingClientRect(),
        }));
        return boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter(({ box: b }) => a.box.left < b.right && b.left < a.box.right && a.box.top < b.bottom && b.top < a.box.bottom)
            .map((b) => `${a.label} / ${b.label}`),
        );
      }),
    );
    expect(overlaps, path).toEqual([]);
  }
});

test("without JavaScript a study shows its chart and its results", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/de/case-studies/junksaway-case-study");
  const hero = page.getByTestId("study-hero-cover");
  await expect(hero.getByRole("img")).toHaveAccessibleName(/Kosten pro Akquisition: −82\s%/);
  await expect(hero.locator('text[data-label="after"]')).toHaveText(/6,09\s\$/);
  await expect(page.getByTestId("study-results").locator("dt")).toHaveCount(5);
  await context.close();
});

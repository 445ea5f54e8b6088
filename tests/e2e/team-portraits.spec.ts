import { expect, test, waitForHydration } from "./fixtures";

// The team banner's portraits are drawn by the server from each member's portrait seed (server/site/team-portraits.ts).
for (const path of ["/", "/about", "/de"]) {
  test(`${path} shows 14 team portraits from 14 different image files, each loaded at its size`, async ({ page, request }) => {
    await page.goto(path);
    await waitForHydration(page);
    const portraits = page.getByRole("list", { name: /Our team by role|Unser Team nach Rollen/ }).getByRole("img");
    await expect(portraits).toHaveCount(14);

    const bodies = new Set<string>();
    for (const img of await portraits.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 96)).toBe(true);
      await expect(img).toHaveAttribute("alt", /^(Illustrated portrait|Illustriertes Porträt): \S/);
      const file = await request.get((await img.getAttribute("src"))!);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
      bodies.add(await file.text());
    }
    expect(bodies.size).toBe(14);
  });
}

test("the partner agencies are a strip of names, and the service page's platforms show their marks", async ({ page }) => {
  await page.goto("/about");
  const partners = page.getByRole("list", { name: "Agencies we work with" }).getByRole("listitem");
  await expect(partners).toHaveCount(7);
  await expect(partners.first()).toHaveText("Social Land");

  await page.goto("/services/web-development");
  const platforms = page.getByRole("list", { name: "Platforms" });
  await expect(platforms.getByRole("img", { name: "WordPress" })).toBeVisible();
  await expect(platforms.getByRole("img", { name: "Shopify" })).toBeVisible();
});

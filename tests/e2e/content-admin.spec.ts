import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { HASH_WAIT, signIn } from "./staff-sign-in";

// The staff screens for the proof content in a real browser (client/features/admin/content-*.tsx),
// on the staff project's own server (playwright.config.ts).
test.describe.configure({ timeout: 90_000 });

const toast = (page: Page, text: string) => page.locator(".toast", { hasText: text });
const draftState = (page: Page) => page.getByTestId("draft-state");

test("staff create a testimonial, cannot publish it until the client's agreement is ticked, publish it and restore an older revision", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Testimonials" }).click();
  await page.getByRole("link", { name: "New testimonial" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New testimonial" })).toBeVisible();

  const form = page.getByRole("form", { name: "testimonial" });
  await form.getByRole("group", { name: "Quote" }).getByLabel("English").fill("They turned every brief around within a day.");
  await form.getByLabel("Name", { exact: true }).fill("Robin Example");
  await form.getByLabel("Agency").fill("Example Growth Studio");
  await form.getByRole("group", { name: "Role" }).getByLabel("English").fill("Founder");

  // The first save creates the entry and moves to its address.
  await expect(page).toHaveURL(/\/admin\/testimonials\/\d+$/, HASH_WAIT);
  await expect(draftState(page)).toHaveText("Saved");
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeDisabled();
  await expect(page.getByText("Tick that the client agreed to publication first.")).toBeVisible();

  await page.getByLabel("The client agreed to publication").check();
  await expect(draftState(page)).toHaveText("Saved");
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(toast(page, "Published")).toBeVisible();
  await expect(page.getByTestId("publish-bar").getByText("Published", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open preview in a new tab" })).toHaveAttribute("href", /^\/\?preview=\d+$/);

  // The first revision is the draft as created, before the tick: restoring it takes the tick away again.
  const revisions = page.getByRole("region", { name: "Revisions" });
  await expect(revisions.getByRole("listitem").first()).toContainText("Published");
  await revisions
    .getByRole("listitem")
    .last()
    .getByRole("button", { name: /^Restore/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Restore this revision?" });
  await dialog.getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, "Restored")).toBeVisible();
  await expect(page.getByLabel("The client agreed to publication")).not.toBeChecked();
  await expect(revisions.getByRole("listitem").first()).toContainText("Restored");
  await expect(page.getByTestId("publish-bar").getByText("Published, with unpublished changes")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish changes" })).toBeDisabled();

  await page.goto("/admin/testimonials");
  const row = page.getByTestId("content-row").filter({ hasText: "Robin Example" });
  await expect(row).toContainText("Published, with unpublished changes");
  await expect(row).toContainText("by e2e-admin@agency.example");
});

test("staff put team members in order with the keyboard and by dragging, and the order is kept", async ({ page }) => {
  await signIn(page);
  const { csrfToken } = await (await page.request.get("/api/admin/session")).json();
  const headers = { "X-CSRF-Token": csrfToken, Origin: new URL(page.url()).origin };
  for (const name of ["Ada Keyboard", "Ben Keyboard", "Cleo Keyboard"]) {
    const res = await page.request.post("/api/admin/content/team-member", {
      headers,
      data: { name, role: { en: "Developer", de: "Entwicklerin" }, department: "development", photo: null, portrait: "dev-1" },
    });
    expect(res.status()).toBe(201);
  }
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Team" }).click();
  // The seeded members come first; the three added here are compared among themselves.
  const rows = page.getByTestId("content-row").filter({ hasText: "Keyboard" });
  const names = rows.getByRole("link");
  await expect(names).toHaveText(["Ada Keyboard", "Ben Keyboard", "Cleo Keyboard"]);

  await page.getByRole("button", { name: "Move Cleo Keyboard up" }).focus();
  await page.keyboard.press("Enter");
  await expect(names).toHaveText(["Ada Keyboard", "Cleo Keyboard", "Ben Keyboard"]);
  await expect(page.getByTestId("order-notice")).toContainText("Order saved");
  // Focus stays on the moved row's button: Enter again moves it to the top.
  await expect(page.getByRole("button", { name: "Move Cleo Keyboard up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(names).toHaveText(["Cleo Keyboard", "Ada Keyboard", "Ben Keyboard"]);

  await page.reload();
  await expect(names).toHaveText(["Cleo Keyboard", "Ada Keyboard", "Ben Keyboard"]);

  await rows.filter({ hasText: "Ben Keyboard" }).dragTo(rows.first());
  await expect(names).toHaveText(["Ben Keyboard", "Cleo Keyboard", "Ada Keyboard"]);
  await expect(page.getByTestId("order-notice")).toContainText("Order saved");
  await page.reload();
  await expect(names).toHaveText(["Ben Keyboard", "Cleo Keyboard", "Ada Keyboard"]);
});

test("removing a study's German story asks first, and Cancel keeps every word of it", async ({ page, request }) => {
  const studies = (await (await request.get("/api/content/case-studies")).json()) as { id: number; slug: string }[];
  const study = studies.find((s) => s.slug === "citypat-case-study")!;
  await signIn(page);
  await page.goto(`/admin/case-studies/${study.id}`);
  await expect(draftState(page)).toHaveText("Saved", HASH_WAIT);
  const germanTitle = page.getByLabel("Title (the page's heading)").nth(1);
  const title = await germanTitle.inputValue();
  expect(title).not.toBe("");

  await page.getByRole("button", { name: "Remove the German story" }).click();
  const question = page.getByRole("dialog", { name: "Remove the German story?" });
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(germanTitle).toHaveValue(title);
  await expect(draftState(page)).toHaveText("Saved");

  await page.getByRole("button", { name: "Remove the German story" }).click();
  await question.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("No German story: the German page shows the English one and says so.")).toBeVisible();
  await expect(draftState(page)).toHaveText("Saved", HASH_WAIT);
  // The revisions keep it: the one before the removal brings it back.
  const revisions = page.getByRole("region", { name: "Revisions" });
  await revisions
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: /^Restore/ })
    .click();
  await page.getByRole("dialog", { name: "Restore this revision?" }).getByRole("button", { name: "Restore" }).click();
  await expect(germanTitle).toHaveValue(title);
});

test("the team list tells members of one role apart by their portraits, moves one to the top, and Undo puts the order back", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/team");
  const fullStack = page.getByTestId("content-row").filter({ has: page.getByRole("link", { name: "Full-Stack Dev", exact: true }) });
  await expect(fullStack).toHaveCount(3, HASH_WAIT);
  // Each shows its drawn portrait and what tells it apart from the other two.
  const details = await fullStack.evaluateAll((rows) => rows.map((row) => row.querySelector("td p")?.textContent));
  expect(details).toEqual([
    "Development · portrait “full-stack-dev-1”",
    "Development · portrait “full-stack-dev-2”",
    "Development · portrait “full-stack-dev-3”",
  ]);
  for (const img of await fullStack.locator("img").all()) {
    await expect(img).toHaveAttribute("src", /^\/images\/team\/development-full-stack-dev-\d\.svg$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }

  const { csrfToken } = await (await page.request.get("/api/admin/session")).json();
  const headers = { "X-CSRF-Token": csrfToken, Origin: new URL(page.url()).origin };
  const res = await page.request.post("/api/admin/content/team-member", {
    headers,
    data: { name: "Tia Top", role: { en: "Strategist", de: null }, department: "marketing", photo: null, portrait: "tia" },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  const names = page.getByTestId("content-row").getByRole("link");
  await expect(names.last()).toHaveText("Tia Top", HASH_WAIT);
  // Another test puts its own members ("… Keyboard") in order meanwhile: they are left out of the comparison.
  const order = async () => (await names.allTextContents()).filter((name) => !name.endsWith("Keyboard"));
  const before = await order();

  await page.getByRole("button", { name: "Move Tia Top to the top" }).click();
  await expect(names.first()).toHaveText("Tia Top");
  await expect(page.getByTestId("order-notice")).toContainText("Order saved");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("order-notice")).toContainText("The move is undone");
  await expect(names.last()).toHaveText("Tia Top");
  expect(await order()).toEqual(before);
  await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
  await page.reload();
  await expect(names.last()).toHaveText("Tia Top", HASH_WAIT);
  expect(await order()).toEqual(before);
});

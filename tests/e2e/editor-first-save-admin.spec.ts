import type { Page, Route } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { contentEntry, staffHeaders, uploadImage } from "./staff-api";
import { HASH_WAIT, signIn } from "./staff-sign-in";

// A new entry's editor saves itself for the first time while staff are still at work in it: the
// save creates the entry and moves the address from /new to /<id> (client/features/admin/use-content-draft.ts).
// Whatever staff had open or chose then (the image picker, the image, text typed meanwhile) is kept.
test.describe.configure({ timeout: 90_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Holds the first request matching `url` and `method` until `release` is called. */
async function holdRequest(page: Page, url: string, method: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held!: () => void;
  const arrived = new Promise<void>((resolve) => {
    held = resolve;
  });
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    held();
    await released;
    await route.fallback();
  });
  return { arrived, release };
}

const cases = [
  {
    kind: "partner",
    segment: "partners",
    field: "logo",
    label: "Logo",
    fill: async (page: Page, tag: string) => page.getByLabel("Name", { exact: true }).fill(`Picker Partner ${tag}`),
  },
  {
    kind: "team-member",
    segment: "team",
    field: "photo",
    label: "Photo",
    fill: async (page: Page, tag: string) => {
      await page.getByRole("group", { name: "Role" }).getByLabel("English").fill(`Picker role ${tag}`);
      await page.getByLabel(/^Illustrated portrait/).fill(`picker-${tag}`);
    },
  },
];

for (const { kind, segment, field, label, fill } of cases) {
  test(`a ${kind}'s image picker opened before the first save stays open across it, and the image chosen is saved and published`, async ({
    page,
  }) => {
    const tag = unique();
    await signIn(page);
    const alt = `Picked across the first save ${tag}`;
    const assetId = await uploadImage(page, alt);
    await page.goto(`/admin/${segment}/new`);
    await waitForHydration(page);
    await expect(page.getByTestId("draft-state")).toBeVisible(HASH_WAIT);

    await fill(page, tag);
    // At once, before the autosave has run: the picker is open while the entry is created.
    const imageField = page.getByTestId("media-field").filter({ hasText: label });
    await imageField.getByRole("button", { name: "Choose image" }).click();
    const picker = page.getByRole("dialog", { name: `${label}: choose from the library` });
    await expect(picker).toBeVisible();

    await expect(page).toHaveURL(new RegExp(`/admin/${segment}/\\d+$`), HASH_WAIT);
    const id = page.url().split("/").pop()!;
    // Still open, with the library in it, after the address moved.
    await expect(picker).toBeVisible();
    await picker.getByRole("button", { name: alt }).click();
    await expect(picker).toBeHidden();
    await expect(imageField).toContainText(alt);
    await expect(page.getByTestId("draft-state")).toHaveText("Saved");
    expect((await contentEntry(page, kind, id)).draft[field]).toBe(assetId);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByTestId("publish-bar").getByText("Published", { exact: true })).toBeVisible();
    expect((await contentEntry(page, kind, id)).published?.[field]).toBe(assetId);
  });
}

test("text typed into a new post while its first save is on the way is kept when the address moves to the post's", async ({ page }) => {
  const tag = unique();
  await signIn(page);
  await page.goto("/admin/posts/new");
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(`Kept across the first save ${tag}`);
  const create = await holdRequest(page, "**/api/admin/posts", "POST");
  await page.getByRole("button", { name: "Save draft" }).click();
  await create.arrived;
  await page.getByRole("textbox", { name: "Summary" }).fill("Typed while the post was being created.");
  create.release();

  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/, HASH_WAIT);
  await expect(page.getByRole("textbox", { name: "Summary" })).toHaveValue("Typed while the post was being created.");
  // And it is saved with the next save. The first save's "Draft saved" may still be on screen, and a
  // new one replaces it with the same words: wait for the save itself.
  const id = page.url().split("/").pop()!;
  const nextSave = page.waitForResponse((r) => r.url().endsWith(`/api/admin/posts/${id}`) && r.request().method() === "PUT");
  await page.getByRole("button", { name: "Save draft" }).click();
  expect((await nextSave).ok()).toBe(true);
  await expect(page.locator(".toast", { hasText: "Draft saved" })).toBeVisible();
  const saved = (await (await page.request.get(`/api/admin/posts/${id}`, { headers: await staffHeaders(page) })).json()) as {
    excerpt: string;
  };
  expect(saved.excerpt).toBe("Typed while the post was being created.");
});

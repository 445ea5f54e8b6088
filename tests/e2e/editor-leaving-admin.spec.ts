import type { Page } from "@playwright/test";
import { allowConsole, expect, test, waitForHydration } from "./fixtures";
import { contentEntry, staffHeaders } from "./staff-api";
import { HASH_WAIT, signIn } from "./staff-sign-in";

// Leaving an editor loses nothing typed (client/features/admin/leave-guard.tsx,
// use-content-draft.ts): what can be saved is saved as the editor or the page goes, even within
// the autosave's pause; what cannot be saved, or is saved only on request (a post), is asked about.
test.describe.configure({ timeout: 90_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function newPartner(page: Page, name: string): Promise<number> {
  const res = await page.request.post("/api/admin/content/partner", {
    headers: await staffHeaders(page),
    data: { name, logo: null, url: null },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function openPartner(page: Page, id: number) {
  await page.goto(`/admin/partners/${id}`);
  await waitForHydration(page);
  await expect(page.getByTestId("draft-state")).toHaveText("Saved", HASH_WAIT);
}

const nameField = (page: Page) => page.getByLabel("Name", { exact: true });

test("a change typed a moment before a reload is there after it: the browser asks first, and the change is saved as the page goes", async ({
  page,
}) => {
  const tag = unique();
  await signIn(page);
  const id = await newPartner(page, `Reload Partner ${tag}`);
  await openPartner(page, id);

  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await nameField(page).fill(`Reload Partner ${tag} renamed`);
  // Well within the autosave's pause.
  await page.reload();
  await waitForHydration(page);
  await expect(nameField(page)).toHaveValue(`Reload Partner ${tag} renamed`, HASH_WAIT);
  expect(asked).toEqual(["beforeunload"]);
  expect((await contentEntry(page, "partner", id)).draft.name).toBe(`Reload Partner ${tag} renamed`);
});

test("a change typed a moment before going to another staff screen is saved without a question", async ({ page }) => {
  const tag = unique();
  await signIn(page);
  const id = await newPartner(page, `Link Partner ${tag}`);
  // Landed here, the first link clicked is the page's first navigation (client/app/landing-router.ts).
  await openPartner(page, id);
  await nameField(page).fill(`Link Partner ${tag} renamed`);
  await page.getByRole("link", { name: "← All partners" }).click();
  await expect(page).toHaveURL(/\/admin\/partners$/);
  await expect(page.getByTestId("content-row").filter({ hasText: `Link Partner ${tag} renamed` })).toBeVisible();
  await expect.poll(async () => (await contentEntry(page, "partner", id)).draft.name).toBe(`Link Partner ${tag} renamed`);
});

test("leaving a change the site would refuse asks first: Stay keeps it, Leave without saving goes", async ({ page }) => {
  const tag = unique();
  await signIn(page);
  const id = await newPartner(page, `Refused Partner ${tag}`);
  await openPartner(page, id);
  // A partner needs a name: the emptied field cannot be saved. On a slow machine the autosave may
  // send it before the link is clicked: the server refuses it with a 400 and the editor shows why
  // (client/features/admin/use-content-draft.ts), so the browser's note of that answer is expected.
  allowConsole(page, /status of 400/);
  await nameField(page).fill("");
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Leads" }).click();
  const question = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(question).toContainText("your latest changes cannot be saved");
  await question.getByRole("button", { name: "Stay" }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/partners/${id}$`));
  await expect(nameField(page)).toHaveValue("");

  await page.getByRole("link", { name: "← All partners" }).click();
  await question.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin\/partners$/);
  expect((await contentEntry(page, "partner", id)).draft.name).toBe(`Refused Partner ${tag}`);
});

test("a post with unsaved changes asks before the editor is left, and not once they are saved", async ({ page }) => {
  const tag = unique();
  await signIn(page);
  await page.goto("/admin/posts/new");
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(`Leaving a post ${tag}`);
  await page.getByRole("link", { name: "← All posts" }).click();
  const question = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(question).toContainText("This post has changes that are not saved.");
  await question.getByRole("button", { name: "Stay" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Leaving a post ${tag}`);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/, HASH_WAIT);
  await page.getByRole("link", { name: "← All posts" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(page.getByRole("link", { name: `Leaving a post ${tag}` })).toBeVisible();
});

import type { Page } from "@playwright/test";
import { photo } from "../helpers/test-photo";
import { expect, test, waitForHydration } from "./fixtures";
import { signIn } from "./staff-sign-in";

// The media library in a real browser (docs/decisions/0024-media-library.md): staff add
// images by dropping them and by the file picker, see them in the library, choose one as
// a post's cover, and the published article shows it as a <picture> that its head preloads.
// Named *admin.spec.ts, it runs on the staff project's server (playwright.config.ts): it publishes a post.
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A photo-like JPEG, different for every call (so each upload is a new asset). */
const photoJpeg = (width: number, height: number) =>
  photo(width, height, 100 + Math.floor(Math.random() * 60))
    .jpeg({ quality: 80 })
    .toBuffer();

/** Drops a file on the zone as a drag from the desktop does (a drop event carrying a DataTransfer). */
async function dropFile(page: Page, bytes: Buffer, name: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, fileName }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName, { type: "image/jpeg" }));
      return transfer;
    },
    { base64: bytes.toString("base64"), fileName: name },
  );
  const zone = page.getByTestId("media-drop-zone").first();
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
}

/** Describes a chosen file and sends it; the library screen then says it is uploaded (the picker closes instead). */
async function uploadPending(page: Page, fileName: string, alt: string, altDe: string) {
  const pending = page.getByTestId("pending-upload").filter({ hasText: fileName });
  await pending.getByLabel("Alt text (English, required)").fill(alt);
  await pending.getByLabel("Alt text (German, required)").fill(altDe);
  await pending.getByRole("button", { name: "Upload" }).click();
  return pending;
}

const card = (page: Page, fileName: string) => page.getByTestId("media-card").filter({ hasText: fileName });

async function expectThumbnailShown(page: Page, fileName: string) {
  const img = card(page, fileName).locator("img");
  await expect(img).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}-320\.webp$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(320);
}

test("staff add images by drag and drop and by the picker, then see them in the library", async ({ page }) => {
  const tag = unique();
  await signIn(page);
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Media" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();

  await dropFile(page, await photoJpeg(1400, 900), `dropped-${tag}.jpg`);
  const dropped = await uploadPending(
    page,
    `dropped-${tag}.jpg`,
    "A desk with a laptop and notes",
    "Ein Schreibtisch mit Laptop und Notizen",
  );
  await expect(dropped.getByRole("status")).toHaveText("Uploaded.", { timeout: 60_000 });
  await expectThumbnailShown(page, `dropped-${tag}.jpg`);

  await page
    .getByLabel("Choose files")
    .first()
    .setInputFiles({ name: `picked-${tag}.jpg`, mimeType: "image/jpeg", buffer: await photoJpeg(800, 600) });
  const picked = await uploadPending(
    page,
    `picked-${tag}.jpg`,
    "A whiteboard with a sketched funnel",
    "Ein Whiteboard mit einem skizzierten Funnel",
  );
  await expect(picked.getByRole("status")).toHaveText("Uploaded.", { timeout: 60_000 });
  await expectThumbnailShown(page, `picked-${tag}.jpg`);
  await expect(card(page, `picked-${tag}.jpg`)).toContainText("800 × 600 px");
  await expect(card(page, `picked-${tag}.jpg`)).toContainText("Not used yet");
});

test("a post's cover chosen from the library is a preloaded <picture> on the published article", async ({ page }) => {
  const tag = unique();
  const title = `Cover test ${tag}`;
  await signIn(page);
  await page.goto("/admin/posts/new");
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Summary" }).fill("A post whose cover comes from the media library.");
  await page.getByLabel("Article (Markdown)").fill("## The cover\n\nIt comes in the size each screen needs.");

  await page.getByRole("button", { name: "Choose image" }).click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByLabel("Choose files")
    .setInputFiles({ name: `cover-${tag}.jpg`, mimeType: "image/jpeg", buffer: await photoJpeg(1600, 840) });
  await uploadPending(page, `cover-${tag}.jpg`, "A bright office with a team meeting", "Ein helles Büro mit einer Teambesprechung");
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId("media-field")).toContainText("A bright office with a team meeting");
  await expect(page.getByTestId("post-preview").locator("picture img")).toHaveAttribute("alt", "A bright office with a team meeting");

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  const slug = `cover-test-${tag}`;

  await page.goto(`/blog/${slug}`);
  await waitForHydration(page);
  const picture = page.locator("main article picture");
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /-320\.avif 320w, .*-1600\.avif 1600w$/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("sizes", /848px/);
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "840");
  await expect(img).toHaveAttribute("alt", "A bright office with a team meeting");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  // Chromium reads AVIF: the <source> it picked is the one the head preloaded.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toMatch(/\/media\/[0-9a-f]{64}-\d+\.avif$/);
  const preload = page.locator('head link[rel="preload"][as="image"][type="image/avif"]');
  await expect(preload).toHaveAttribute("imagesrcset", (await picture.locator('source[type="image/avif"]').getAttribute("srcset"))!);
  await expect(preload).toHaveAttribute("fetchpriority", "high");
});

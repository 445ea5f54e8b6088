import type { Frame, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { staffHeaders } from "./staff-api";
import { HASH_WAIT, signIn } from "./staff-sign-in";

// The staff editor shows a draft in an iframe of the public page (server/content-preview.ts):
// the staff area may frame it, the preview says what it is and hydrates like any page.
test("a signed-in staff member sees a study's preview framed in the staff area, marked as a draft", async ({ page, request }) => {
  const studies = (await (await request.get("/api/content/case-studies")).json()) as { id: number; slug: string }[];
  const study = studies.find((s) => s.slug === "koala-digital")!;
  await signIn(page);

  await page.evaluate((id) => {
    const frame = document.createElement("iframe");
    frame.src = `/case-studies/koala-digital?preview=${id}`;
    frame.title = "Preview";
    frame.width = "1000";
    frame.height = "700";
    document.body.prepend(frame);
  }, study.id);
  const preview = page.frameLocator('iframe[title="Preview"]');
  // Nothing in koala-digital's draft differs from what visitors see, and the bar says so.
  await expect(preview.getByRole("status").filter({ hasText: "Preview: this is the version visitors see" })).toBeVisible();
  await expect(preview.locator("h1")).toHaveText("How a UK agency grew campaign output by 150% with a two-person dedicated team");
  await expect(preview.locator("html[data-hydrated]")).toHaveCount(1);

  // Opened on its own, without the session, the same address is the public page.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/case-studies/koala-digital?preview=${study.id}`);
  await waitForHydration(visitor);
  await expect(visitor.getByTestId("draft-preview")).toHaveCount(0);
  await visitor.close();
});

/** The frame of the editor's preview on screen (client/features/admin/content-preview.tsx). */
async function shownPreview(page: Page): Promise<Frame> {
  await expect(page.getByTestId("content-preview")).toBeAttached(HASH_WAIT);
  const frame = await (await page.getByTestId("content-preview").elementHandle())?.contentFrame();
  if (!frame) throw new Error("no preview on screen");
  return frame;
}

/** Where a heading of the framed page is, from the top of the frame's view, and how tall that view is. */
const headingAt = (frame: Frame, id: string) =>
  frame.evaluate((headingId) => {
    const heading = document.getElementById(headingId)!;
    return { top: heading.getBoundingClientRect().top, height: window.innerHeight, scrollY: window.scrollY };
  }, id);

async function publishedTeamMember(page: Page, name: string): Promise<number> {
  const headers = await staffHeaders(page);
  const made = await page.request.post("/api/admin/content/team-member", {
    headers,
    data: { name, role: { en: "Analyst", de: null }, department: "marketing", photo: null, portrait: "preview-scroll" },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  expect((await page.request.post(`/api/admin/content/team-member/${id}/publish`, { headers })).status()).toBe(200);
  return id;
}

test("the preview opens at the section that shows the entry, says it is what visitors see, and keeps its place when a save reloads it", async ({
  page,
}) => {
  await signIn(page);
  const id = await publishedTeamMember(page, `Preview Scroll ${Date.now().toString(36)}`);
  await page.goto(`/admin/team/${id}`);
  await waitForHydration(page);
  await expect(page.getByTestId("preview-changes")).toHaveText("The same as what visitors see.", HASH_WAIT);
  const first = await shownPreview(page);
  await expect(first.getByTestId("draft-preview")).toHaveText("Preview: this is the version visitors see");
  // Opened at the team, not at the top of the About page.
  const opened = await headingAt(first, "about-team");
  expect(opened.scrollY).toBeGreaterThan(0);
  expect(opened.top).toBeGreaterThanOrEqual(0);
  expect(opened.top).toBeLessThan(opened.height / 2);

  // Staff read on a little further down, then change the role: the saved draft loads again where they were.
  const readTo = opened.scrollY + 120;
  await first.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), readTo);
  await page.getByRole("group", { name: "Role" }).getByLabel("English").fill("Senior analyst");
  await expect(page.getByTestId("draft-state")).toHaveText("Saved", HASH_WAIT);
  await expect(page.getByTestId("preview-changes")).toHaveText("Visitors do not see these changes yet: Role (English).");
  // The frames change places meanwhile: one may go while it is being read.
  const bar = () =>
    shownPreview(page)
      .then((frame) => frame.getByTestId("draft-preview").textContent({ timeout: 1000 }))
      .catch(() => null);
  await expect.poll(bar, HASH_WAIT).toBe("Preview of a draft: visitors do not see these changes yet");
  const reloaded = await shownPreview(page);
  expect(reloaded).not.toBe(first);
  await expect(reloaded.getByText("Senior analyst")).toBeVisible();
  expect(Math.abs((await headingAt(reloaded, "about-team")).scrollY - readTo)).toBeLessThanOrEqual(2);
});

test("a case study's preview goes to the section of the page that shows the field staff are in", async ({ page, request }) => {
  const studies = (await (await request.get("/api/content/case-studies")).json()) as { id: number; slug: string }[];
  const study = studies.find((s) => s.slug === "social-land")!;
  await signIn(page);
  await page.goto(`/admin/case-studies/${study.id}`);
  await waitForHydration(page);
  const preview = await shownPreview(page);
  // A study opens at its top: its title, intro and headline result.
  expect((await headingAt(preview, "challenge")).scrollY).toBe(0);

  await page.getByRole("textbox", { name: "Paragraph 1" }).first().focus();
  await expect.poll(async () => (await headingAt(preview, "challenge")).top).toBeLessThan(200);
  expect((await headingAt(preview, "challenge")).top).toBeGreaterThanOrEqual(0);
  await page.getByRole("group", { name: "Related studies" }).getByRole("checkbox").first().focus();
  await expect.poll(async () => (await headingAt(preview, "related-studies")).top).toBeLessThan(200);
});

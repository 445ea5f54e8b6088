import { expect, test, waitForHydration } from "./fixtures";
import { signIn } from "./staff-sign-in";

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
  await expect(preview.getByRole("status").filter({ hasText: "Preview of a draft" })).toBeVisible();
  await expect(preview.locator("h1")).toHaveText("How a UK agency grew campaign output by 150% with a two-person dedicated team");
  await expect(preview.locator("html[data-hydrated]")).toHaveCount(1);

  // Opened on its own, without the session, the same address is the public page.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/case-studies/koala-digital?preview=${study.id}`);
  await waitForHydration(visitor);
  await expect(visitor.getByText("Preview of a draft")).toHaveCount(0);
  await visitor.close();
});

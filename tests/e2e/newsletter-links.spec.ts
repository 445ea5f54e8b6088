import { findWrittenEmail } from "./lead-store";
import { expect, test, waitForHydration } from "./fixtures";

// Double opt-in as a reader lives it: sign up, open the link in the email, confirm;
// later, the unsubscribe link of the same email. The browser-test server has no
// SMTP_URL, so the email is read from its mail folder.

test("a reader confirms the subscription from the email and later unsubscribes from it", async ({ page }) => {
  const email = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@agency.example`;
  await page.goto("/newsletter");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByLabel("First name").fill("Kim");
  await form.getByRole("button", { name: "Subscribe for free" }).click();
  await expect(form.getByRole("status")).toContainText("Check your inbox");

  await expect.poll(() => findWrittenEmail(email) !== null, { timeout: 10_000 }).toBe(true);
  const mail = findWrittenEmail(email)!;
  const confirmLink = /(https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9._-]+)/.exec(mail.text)![1]!;
  const unsubscribeLink = /<(https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(
    Object.entries(mail.headers).find(([k]) => k.toLowerCase() === "list-unsubscribe")![1],
  )![1]!;

  await page.goto(confirmLink);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed!");

  await page.goto(unsubscribeLink);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  await expect(page.getByRole("link", { name: "Changed your mind? Subscribe again" })).toHaveAttribute("href", "/newsletter");
});

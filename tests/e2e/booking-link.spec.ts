import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// Attributed bookings (docs/decisions/0026-ads-conversion-loop.md): every booking link
// carries the visit's utm_* tags, and after a sent form the visitor's name and email,
// kept in this tab's sessionStorage only while functional storage is allowed.

const LANDING = "/contact?utm_source=google&utm_medium=cpc&utm_campaign=spring";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A stored cookie choice, set before any page script runs (after the fixtures' rejected default). */
const consentTo = (page: Page, functional: boolean) =>
  page.addInitScript((allow) => {
    if (window !== window.top) return;
    localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, analytics: false, marketing: false, functional: allow }));
    localStorage.setItem("cookie-consent-date", new Date().toISOString());
  }, functional);

/** The query of the first booking link in the page's main content after the form. */
const bookingParams = async (page: Page) => {
  const href = await page.locator('main a[href*="utm_source="]').first().getAttribute("href");
  return new URL(href!).searchParams;
};

async function sendContactForm(page: Page, name: string, email: string) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByLabel("How can we help?").fill("Two local SEO clients.");
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/contacts");
  await form.getByRole("button", { name: "Send message" }).click();
  expect((await answered).status()).toBe(201);
}

test("after sending the contact form, the booking links carry the visitor's name, email and the visit's utm tags", async ({ page }) => {
  await consentTo(page, true);
  await page.goto(LANDING);
  await waitForHydration(page);
  // Before any form: the tags only.
  await expect(page.locator('main a[href*="utm_campaign=spring"]').first()).toBeVisible();
  expect((await bookingParams(page)).get("email")).toBeNull();

  const email = `robin-${unique()}@brightside.example`;
  await sendContactForm(page, "Robin Vale", email);
  await expect(page.locator(`main a[href*="email=${encodeURIComponent(email)}"]`).first()).toBeAttached();
  const params = await bookingParams(page);
  expect(Object.fromEntries(params)).toMatchObject({
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "spring",
    name: "Robin Vale",
    email,
  });

  // Another page of the same tab: the header's booking link carries them too.
  await page.goto("/about");
  await waitForHydration(page);
  const header = page.locator(`header a[href*="email=${encodeURIComponent(email)}"]`).first();
  await expect(header).toBeAttached();
  expect(new URL((await header.getAttribute("href"))!).searchParams.get("utm_campaign")).toBe("spring");
  expect(await page.evaluate(() => document.cookie)).not.toContain(encodeURIComponent(email));
  expect(await page.evaluate(() => Object.values(localStorage).join(" "))).not.toContain(email);
});

test("without functional storage allowed, the booking links carry the utm tags but never the name or email", async ({ page }) => {
  await consentTo(page, false);
  await page.goto(LANDING);
  await waitForHydration(page);
  await sendContactForm(page, "Robin Vale", `robin-${unique()}@brightside.example`);
  await expect(page.locator('main a[href*="utm_campaign=spring"]').first()).toBeVisible();
  const params = await bookingParams(page);
  expect(params.get("email")).toBeNull();
  expect(params.get("name")).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem("booking-contact"))).toBeNull();
});

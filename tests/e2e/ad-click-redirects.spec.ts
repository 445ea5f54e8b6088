import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { findStoredLead } from "./lead-store";

// An ad click's id rides on the address through every redirect (shared/visit-query.ts) and ends up
// on the lead, so its conversion can be uploaded (docs/decisions/0026-ads-conversion-loop.md).
// tests/api/redirect-query.test.ts walks every redirect the server makes; here a visitor follows them.

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@agency.example`;

/** What a visitor reads on the contact page, in each language. */
const CONTACT = {
  en: { link: "Contact", form: "Contact form", email: "Email", help: "How can we help?", send: "Send message" },
  de: { link: "Kontakt", form: "Kontaktformular", email: "E-Mail", help: "Wie können wir helfen?", send: "Nachricht senden" },
} as const;

/** Goes on to the contact page through the header, as a visitor would, and sends the form. */
async function sendContactForm(page: Page, words: (typeof CONTACT)[keyof typeof CONTACT], email: string): Promise<void> {
  await page.getByRole("navigation").first().getByRole("link", { name: words.link, exact: true }).click();
  const form = page.getByRole("form", { name: words.form });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Casey Morgan");
  await form.getByRole("textbox", { name: words.email }).fill(email);
  await form.getByLabel(words.help).fill("Local SEO for three clients.");
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/contacts") && r.request().method() === "POST");
  await form.getByRole("button", { name: words.send }).click();
  expect((await posted).status()).toBe(201);
}

test.describe("an ad click on an old study address", () => {
  test.use({ timezoneId: "America/New_York" });

  test("lands on the study with every click id and tag, and the lead sent afterwards carries them", async ({ page }) => {
    const click = "gclid=TEST123&utm_source=google&utm_medium=cpc&utm_campaign=spring";
    await page.goto(`/case-studies/junksaway?${click}`);
    await expect(page).toHaveURL(`/case-studies/junksaway-case-study?${click}`);
    await waitForHydration(page);
    const email = unique("casey");
    await sendContactForm(page, CONTACT.en, email);
    expect(findStoredLead(email)).toMatchObject({
      gclid: "TEST123",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      landing_page: `/case-studies/junksaway-case-study?${click}`,
    });
  });

  test("on /uk, a Microsoft click keeps its msclkid through the alias", async ({ page }) => {
    await page.goto("/uk/case-studies/citypat?msclkid=5d0b1a2c3e4f40a8b9c7d6e5f4a3b2c1&utm_source=bing");
    await expect(page).toHaveURL("/uk/case-studies/citypat-case-study?msclkid=5d0b1a2c3e4f40a8b9c7d6e5f4a3b2c1&utm_source=bing");
    await waitForHydration(page);
    const email = unique("ellis");
    await sendContactForm(page, CONTACT.en, email);
    expect(findStoredLead(email)).toMatchObject({ msclkid: "5d0b1a2c3e4f40a8b9c7d6e5f4a3b2c1", utm_source: "bing", region: "UK" });
  });
});

test.describe("a first visit from Berlin to a tagged US address", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("moves to the German page with the whole query and the fragment, and the lead keeps the click id", async ({ page }) => {
    await page.goto("/services/seo?gclid=TEST123&utm_source=google#faq");
    await waitForHydration(page);
    await expect(page).toHaveURL("/de/services/seo?gclid=TEST123&utm_source=google#faq");
    const email = unique("lena");
    await sendContactForm(page, CONTACT.de, email);
    expect(findStoredLead(email)).toMatchObject({ gclid: "TEST123", utm_source: "google", region: "DE" });
  });
});

import type { Page, Request } from "@playwright/test";
import { homeFormLead } from "../helpers/lead-payloads";
import { allowConsole, expect, holdBack, reachHomeForm, requestsSoFarSeen, test, waitForHydration } from "./fixtures";
import { findStoredLead } from "./lead-store";
import { leadFields } from "./human-lead";

// The US region: nothing saved and a US time zone.
test.use({ timezoneId: "America/New_York" });

const form = (page: Page) => page.locator("form.home-contact-form");
const notification = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" }).locator("li");

/** Records the lead posts the page sends. */
function leadPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/contacts") posts.push(r);
  });
  return posts;
}

async function openForm(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await reachHomeForm(page);
}

async function fillRequired(page: Page, email = "dana@brightside.example") {
  await page.getByLabel("Full Name").fill("Dana Whitfield");
  await page.getByLabel("Email Address").fill(email);
}

test.describe("the home contact form hydrates when it is needed", () => {
  test("the page hydrates without it; near the view it goes live and keeps what was typed into it before", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(form(page)).toBeAttached();
    await expect(form(page)).not.toHaveAttribute("data-live");
    // Every script asked for from now on waits: the form's code among them.
    const later = await holdBack(page, "**/assets/*.js");
    // Typed while the form is still the server's: a service, its options, a name.
    await page.getByLabel("Primary Service").selectOption("SEO Services");
    await expect(page.getByRole("checkbox", { name: "Link building" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Link building" }).check();
    await page.getByLabel("Full Name").fill("Dana Whitfield");
    await expect.poll(() => later.requests.length).toBeGreaterThan(0);
    await expect(form(page)).not.toHaveAttribute("data-live");
    later.release();
    await expect(form(page)).toHaveAttribute("data-live", "true");
    await expect(page.getByLabel("Full Name")).toHaveValue("Dana Whitfield");
    await expect(page.getByRole("checkbox", { name: "Link building" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Link building" })).toBeVisible();
    // The state is React's now: changing the service clears its options, as the live form does.
    await page.getByLabel("Primary Service").selectOption("PPC/Google Ads");
    await page.getByLabel("Primary Service").selectOption("SEO Services");
    await expect(page.getByRole("checkbox", { name: "Link building" })).not.toBeChecked();
  });
});

test.describe("home contact form rules", () => {
  test("sub-service options appear once a primary service is chosen; changing the service clears them", async ({ page }) => {
    await openForm(page);
    const linkBuilding = page.getByRole("checkbox", { name: "Link building" });
    const growth = page.getByRole("checkbox", { name: "Growth Package" });
    await expect(linkBuilding).toBeHidden();
    await expect(growth).toBeHidden();

    await page.getByLabel("Primary Service").selectOption("SEO Services");
    await expect(linkBuilding).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "E-Commerce SEO" })).toBeVisible();
    await expect(growth).toBeHidden();
    await linkBuilding.check();

    await page.getByLabel("Primary Service").selectOption("PPC/Google Ads");
    await expect(linkBuilding).toBeHidden();
    await expect(growth).toBeVisible();
    await expect(form(page).locator('input[name="subServices"]:checked')).toHaveCount(0);

    await page.getByLabel("Primary Service").selectOption("SEO Services");
    await expect(linkBuilding).not.toBeChecked();
  });

  test("'N8N Automations (Coming Soon)' shows a Coming Soon notice and no options", async ({ page }) => {
    await openForm(page);
    await page.getByLabel("Primary Service").selectOption("N8N Automations (Coming Soon)");
    await expect(form(page).getByText("Coming Soon:")).toBeVisible();
    await expect(form(page).getByRole("checkbox")).toHaveCount(0);
  });

  test("name and email are required, and the email must be an email: nothing is sent", async ({ page }) => {
    const posts = leadPosts(page);
    await openForm(page);
    const submit = page.getByRole("button", { name: "Send Message" });
    await submit.click();
    expect(await page.getByLabel("Full Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await page.getByLabel("Full Name").fill("Dana");
    await page.getByLabel("Email Address").fill("dana@");
    await submit.click();
    expect(await page.getByLabel("Email Address").evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await requestsSoFarSeen(page);
    expect(posts).toHaveLength(0);
    await expect(notification(page)).toHaveCount(0);
  });

  test("a chosen service without a sub-service shows the destructive notice and sends nothing", async ({ page }) => {
    const posts = leadPosts(page);
    await openForm(page);
    await fillRequired(page);
    await page.getByLabel("Primary Service").selectOption("Website Development");
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = notification(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast).toContainText("Please complete all fields");
    await expect(toast).toContainText("Please select at least one sub-service for your chosen service category.");
    expect(posts).toHaveLength(0);
  });
});

test.describe("submitting the home contact form with JavaScript", () => {
  test("sends exactly the home form's lead, shows 'Submitting...' while pending, thanks and resets", async ({ page }) => {
    const lead = await holdBack(page, "**/api/contacts");
    const email = `dana+${Date.now()}@brightside.example`;
    await openForm(page);
    await fillRequired(page, email);
    await page.getByLabel("Phone Number").fill("+1 555 0100");
    await page.getByLabel("Agency Name").fill("Brightside Digital");
    await page.getByLabel("Primary Service").selectOption("SEO Services");
    await page.getByRole("checkbox", { name: "Link building" }).check();
    await page.getByRole("checkbox", { name: "Local SEO" }).check();
    await page.getByLabel("Message").fill("We need help with two local clients.");
    await page.getByRole("button", { name: "Send Message" }).click();

    const pending = page.getByRole("button", { name: "Submitting..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    lead.release();

    const toast = notification(page);
    await expect(toast).toContainText("Message sent successfully!");
    await expect(toast).toContainText("We'll get back to you within 24 hours.");
    await expect(toast).toHaveAttribute("data-variant", "default");
    expect(lead.requests.map((r) => r.headers()["content-type"])).toEqual(["application/json"]);
    expect(lead.requests.map((r) => leadFields(r.postDataJSON()))).toEqual([{ ...homeFormLead, email }]);

    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const label of ["Full Name", "Email Address", "Phone Number", "Agency Name", "Message"])
      await expect(page.getByLabel(label)).toHaveValue("");
    await expect(page.getByLabel("Primary Service")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "Link building" })).toBeHidden();
    expect(findStoredLead(email)).toMatchObject({
      country: "United States",
      services_selected: "Link building, Local SEO",
      company: "Not provided",
    });
  });

  test("a failed submission shows the server's message and keeps what was typed", async ({ page }) => {
    allowConsole(page, /status of 503/);
    await page.route("**/api/contacts", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ message: "We are updating the site, please try again in a minute." }),
      }),
    );
    await openForm(page);
    await fillRequired(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = notification(page);
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("We are updating the site, please try again in a minute.");
    await expect(page.getByLabel("Full Name")).toHaveValue("Dana Whitfield");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("when the server gives no message the visitor reads 'Failed to send message. Please try again.'", async ({ page }) => {
    allowConsole(page, /Failed to load resource/);
    await page.route("**/api/contacts", (route) => route.abort("connectionreset"));
    await openForm(page);
    await fillRequired(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(notification(page)).toContainText("Failed to send message. Please try again.");
  });
});

test.describe("the home contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain post stores the lead and shows the thank-you beside the form", async ({ page }) => {
    const email = `nojs+${Date.now()}@studio.example`;
    await page.goto("/");
    await page.getByLabel("Full Name").fill("Sam Lee");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Primary Service").selectOption("Dedicated Resource");
    // Without JavaScript, CSS shows the chosen service's options.
    await expect(page.getByRole("checkbox", { name: "Video Editor" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Link building" })).toBeHidden();
    await page.getByRole("checkbox", { name: "Video Editor" }).check();
    await page.getByLabel("Message").fill("Two editors from March.");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/\?submitted=home-contact-form#home-contact$/);
    await expect(form(page).getByRole("status")).toContainText("Message sent successfully!");
    expect(findStoredLead(email)).toMatchObject({
      name: "Sam Lee",
      contact_form_type: "home-contact-form",
      service: "Dedicated Resource",
      services_selected: "Video Editor",
      top_priority: "Dedicated Resource",
      country: "United States",
      message: expect.stringContaining("Customer Message:\nTwo editors from March."),
    });
  });

  test("a post that breaks a rule comes back with the error beside the field and the values kept", async ({ page }) => {
    allowConsole(page, /status of 400/);
    await page.goto("/");
    await page.getByLabel("Full Name").fill("Sam Lee");
    await page.getByLabel("Email Address").fill("sam@studio.example");
    await page.getByLabel("Primary Service").selectOption("SEO Services");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.locator("#home-contact-subServices-error")).toHaveText(
      "Please select at least one sub-service for your chosen service category.",
    );
    await expect(page.locator("#home-contact-subServices-error")).toBeInViewport();
    await expect(page.getByLabel("Full Name")).toHaveValue("Sam Lee");
    await expect(page.getByLabel("Primary Service")).toHaveValue("SEO Services");
    await expect(page.getByRole("checkbox", { name: "Local SEO" })).toBeVisible();
  });
});

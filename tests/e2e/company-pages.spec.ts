import type { Request } from "@playwright/test";
import { allowConsole, expect, requestsSoFarSeen, test, waitForHydration } from "./fixtures";
import { leadFields } from "./human-lead";

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@agency.example`;
const isLocal = (url: string) => ["127.0.0.1", "localhost"].includes(new URL(url).hostname);

test.describe("/contact", () => {
  test("the free-setup link fills in the offer and the form posts the contact-page lead with its coupon", async ({ page }) => {
    await page.goto("/contact?coupon=SETUP%20FREE&service=dedicated-resources&promo=setup-free");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Free setup on dedicated resources" })).toContainText("SETUP FREE");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByLabel("Service you're interested in")).toHaveValue("Dedicated Resources");

    const email = unique("priya");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Priya Shah");
    await form.getByRole("textbox", { name: "Email" }).fill(email);
    await form.getByRole("textbox", { name: "Phone" }).fill("+44 20 7946 0999");
    await form.getByLabel("Company or agency").fill("Northside Digital");
    await form.getByLabel("Budget").selectOption("$1,000 – $2,500");
    await form.getByRole("radio", { name: "Video call" }).check();
    await form.getByLabel("How can we help?").fill("Two designers from January.");

    const posted = page.waitForRequest((r) => r.url().endsWith("/api/contacts") && r.method() === "POST");
    await form.getByRole("button", { name: "Send message" }).click();
    const request: Request = await posted;
    expect(leadFields(request.postDataJSON())).toEqual({
      contactFormType: "contact-us-page-contact-form",
      inquiry_type: "contact-us-page-contact-form",
      source: "contact_page:setup-free",
      region: "US",
      country: "United States",
      couponCode: "SETUP FREE",
      name: "Priya Shah",
      email,
      phone: "+44 20 7946 0999",
      company: "Northside Digital",
      service: "Dedicated Resources",
      budget: "$1,000 – $2,500",
      preferred_contact: "video call",
      message: "Two designers from January.",
    });
    expect((await request.response())?.status()).toBe(201);
    await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  });

  test("a failed submission keeps what was typed and shows the server's message", async ({ page }) => {
    allowConsole(page, /status of 503/);
    await page.route("**/api/contacts", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ message: "We are updating the site. Please try again in a minute." }),
      }),
    );
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Sam");
    await form.getByRole("textbox", { name: "Email" }).fill("sam@agency.example");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("We are updating the site. Please try again in a minute.", { exact: true })).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Sam");
    await expect(form.getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  test("makes no third-party request until the visitor asks for the scheduler", async ({ page }) => {
    const thirdParty: string[] = [];
    await page.route(
      (url) => !isLocal(url.toString()),
      (route) => {
        thirdParty.push(route.request().url());
        return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Scheduler</title><p>Pick a time</p>" });
      },
    );
    await page.clock.install();
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Book a free 30-minute strategy call" }).scrollIntoViewIfNeeded();
    const loadScheduler = page.getByRole("button", { name: "Load the scheduler here" });
    await loadScheduler.scrollIntoViewIfNeeded();
    await expect(loadScheduler).toBeInViewport();
    // The visitor reads the section for a while: nothing loads on sight or on a timer.
    await page.clock.runFor(2500);
    await requestsSoFarSeen(page);
    expect(thirdParty).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await loadScheduler.click();
    const frame = page.frameLocator('iframe[title="Book a strategy call"]');
    await expect(frame.getByText("Pick a time")).toBeVisible();
    expect(thirdParty).toHaveLength(1);
    const embed = new URL(thirdParty[0]!);
    expect(embed.origin).toBe("https://calendly.com");
    expect(embed.searchParams.get("embed_type")).toBe("Inline");
  });
});

test.describe("/newsletter", () => {
  test("signing up asks the visitor to confirm from their inbox, also the second time", async ({ page }) => {
    await page.goto("/newsletter");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    const email = unique("reader");
    const statuses: number[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith("/api/contacts")) statuses.push(r.status());
    });

    await form.getByRole("textbox", { name: "Email" }).fill(email);
    await form.getByLabel("First name").fill("Kim");
    await form.getByRole("button", { name: "Subscribe for free" }).click();
    await expect(form.getByRole("status")).toContainText("Check your inbox");
    await expect(form.getByRole("status")).toContainText("click the link in our email to confirm your subscription");
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue("");

    await form.getByRole("textbox", { name: "Email" }).fill(email.toUpperCase());
    await form.getByRole("button", { name: "Subscribe for free" }).click();
    await expect(form.getByRole("status")).toContainText("We've sent you a new confirmation link");
    expect(statuses).toEqual([201, 200]);
  });
});

test.describe("without JavaScript", () => {
  test("the contact and newsletter forms post, store and thank the visitor", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto("/contact?coupon=SETUP%20FREE&service=dedicated-resources&promo=setup-free");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Leo Brandt");
    await form.getByRole("textbox", { name: "Email" }).fill(unique("leo"));
    await form.getByLabel("How can we help?").fill("A web developer, part-time.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact\?submitted=contact-us-page-contact-form$/);
    await expect(page.getByRole("status").first()).toContainText("Thank you, your message has reached our team.");

    await page.goto("/newsletter");
    const signup = page.getByRole("form", { name: "Newsletter sign-up" });
    await signup.getByRole("textbox", { name: "Email" }).fill(unique("nojs"));
    await signup.getByRole("button", { name: "Subscribe for free" }).click();
    await expect(page).toHaveURL(/\/newsletter\?submitted=newsletter-contact-form$/);
    await expect(page.getByRole("status").first()).toContainText("Almost there: check your inbox.");
    await context.close();
  });
});

test.describe("legal pages", () => {
  test("a table-of-contents link moves to its section", async ({ page }) => {
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Your rights and how to use them" }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(page.getByRole("heading", { name: "Your rights and how to use them" })).toBeInViewport();
  });

  test("the cookie policy's button asks the consent feature to open its settings", async ({ page }) => {
    await page.goto("/cookie-policy");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.addEventListener("cookie-settings:open", () => ((window as unknown as { __opened: boolean }).__opened = true));
    });
    await page.getByRole("button", { name: "Open cookie settings" }).click();
    expect(await page.evaluate(() => (window as unknown as { __opened?: boolean }).__opened)).toBe(true);
  });
});

test.describe("on a 320 px phone", () => {
  // The fixture's page: a returning visitor's stored choice, so each page hydrates without
  // waiting for the cookie banner, and any console error fails the test.
  test.use({ viewport: { width: 320, height: 640 } });

  test("none of these pages scrolls sideways, in English or in German's long words", async ({ page }) => {
    const paths = [
      "/about",
      "/contact?coupon=SETUP%20FREE&promo=setup-free",
      "/newsletter",
      "/privacy-policy",
      "/terms-of-service",
      "/cookie-policy",
      "/security",
    ];
    for (const path of [...paths, ...paths.map((p) => `/de${p}`)]) {
      await page.goto(path);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBe(0);
    }
  });
});

import type { Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { expect, reachHomeForm, test, waitForHydration } from "./fixtures";

test.use({ timezoneId: "America/New_York" });

const region = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });
const toasts = (page: Page) => region(page).locator("li");

/** Raises the home form's "Please complete all fields" notice: a real notification, no test hook. */
async function raiseSubServiceNotice(page: Page) {
  await page.getByLabel("Full Name").fill("Dana");
  await page.getByLabel("Email Address").fill("dana@brightside.example");
  await page.getByLabel("Primary Service").selectOption("SEO Services");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page)).toContainText("Please complete all fields");
}

async function openHome(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  // The notification area loads after hydration (client/lib/toasts/lazy-toaster.tsx). React
  // reveals it on a timer, which a test that stops the page's clock must not stop first.
  await expect(region(page)).toBeAttached();
  await reachHomeForm(page);
}

test.describe("notifications", () => {
  test("show one at a time: a new one replaces the one on screen", async ({ page }) => {
    await page.route("**/api/contacts", (route) =>
      route.fulfill({ status: 201, contentType: "application/json", body: '{"id":1,"message":"ok"}' }),
    );
    await openHome(page);
    await raiseSubServiceNotice(page);
    await page.getByRole("checkbox", { name: "Local SEO" }).check();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page)).toContainText("Message sent successfully!");
    await expect(toasts(page)).toHaveCount(1);
  });

  test("F8 moves focus to the region labelled 'Notifications (F8)'", async ({ page }) => {
    await openHome(page);
    await raiseSubServiceNotice(page);
    await page.getByLabel("Full Name").focus();
    await page.keyboard.press("F8");
    expect(await region(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test("stay 5000 ms, then close and leave the page", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    // Radix pauses the timer while the pointer rests on a notification: keep it away.
    await page.mouse.move(5, 5);
    await raiseSubServiceNotice(page);
    await page.clock.runFor(4900);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a swipe right of at least 50 px dismisses; a shorter one does not", async ({ page }) => {
    // The page's clock stands still, so the notification's 5 s cannot run out on a slow machine
    // before the swipe is done: only the swipe may close it here.
    await page.clock.install();
    await openHome(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await raiseSubServiceNotice(page);
    const swipe = async (dx: number) => {
      const toast = toasts(page);
      // The finger lands on the notification where it rests: hover waits until it has stopped
      // sliding in or springing back, and until the point under the pointer is the notification
      // (on a busy page the region takes pointer events a moment after the notification shows).
      await toast.hover({ position: { x: 20, y: 20 } });
      const box = (await toast.boundingBox())!;
      // Whole pixels, so the distance the notification reports is exactly dx.
      const [x, y] = [Math.round(box.x + 20), Math.round(box.y + 20)];
      await page.mouse.move(x, y);
      await page.mouse.down();
      // A busy page merges the moves of one frame into one event, so each move waits for the
      // notification to follow it: the first starts the swipe, the second drags it dx to the right.
      await page.mouse.move(x + 10, y);
      await expect(toast).toHaveAttribute("data-swipe", /^(start|move)$/);
      await page.mouse.move(x + dx, y);
      await expect(toast).toHaveAttribute("style", new RegExp(`--radix-toast-swipe-move-x: ${dx}px`));
      await page.mouse.up();
    };
    await swipe(35);
    // Released short of the threshold, the notification springs back instead of leaving.
    await expect(toasts(page)).toHaveAttribute("data-swipe", "cancel");
    await expect(toasts(page)).toHaveCount(1);
    await swipe(80);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("the close button removes the notification", async ({ page }) => {
    await openHome(page);
    await raiseSubServiceNotice(page);
    await toasts(page).getByRole("button", { name: "Close notification" }).click();
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe("tooltips", () => {
  test("open after 700 ms of hovering; coming back within 300 ms of closing opens at once", async ({ page }) => {
    // The page's clock is driven by the test from here on, so the delays are exact.
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.getByTestId("region-switcher");
    const tooltip = page.getByRole("tooltip");
    // The widget loads after hydration; it marks the trigger when ready.
    await expect(trigger).toHaveAttribute("data-state", "closed");
    await page.clock.pauseAt(Date.now() + 60_000);

    const leave = () => page.mouse.move(5, 400, { steps: 5 });
    await trigger.hover();
    await page.clock.runFor(690);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(tooltip).toHaveText("Choose your region");

    await leave();
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(250);
    await trigger.hover();
    await expect(tooltip).toHaveText("Choose your region");

    await leave();
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(350);
    await trigger.hover();
    await page.clock.runFor(500);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(210);
    await expect(tooltip).toHaveText("Choose your region");
  });

  test("a click begun as the hint's code arrives still opens the region list, and the hint comes once the press ends", async ({ page }) => {
    // The hint's code (Radix Tooltip, loaded after hydration by client/lib/toasts/lazy-tooltip.tsx) is held
    // until the visitor's button is down, as on a slow phone whose tap lands just as it arrives.
    const hint = tooltipChunk();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${hint}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/services/seo");
    await waitForHydration(page);
    const switcher = page.getByTestId("region-switcher");
    const box = (await switcher.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    // The code has arrived and run in the page, and React has had a frame to act on it, before the button comes up.
    await page.evaluate(async (url) => {
      await import(url);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }, hint);
    await page.mouse.up();
    await expect(switcher).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("list", { name: "Regions" })).toBeVisible();
    // The hint wraps the button after the click, which keeps its focus.
    await expect(switcher).toHaveAttribute("data-state", /open|closed/);
    await expect(switcher).toBeFocused();
  });
});

/** The built chunk that holds the hint's widget: Radix Tooltip's own state name is in no other. */
function tooltipChunk(): string {
  const file = readdirSync("dist/client/assets").find(
    (name) => name.endsWith(".js") && readFileSync(`dist/client/assets/${name}`, "utf8").includes('"delayed-open"'),
  );
  if (!file) throw new Error("No built chunk holds Radix Tooltip: run the build first.");
  return `/assets/${file}`;
}

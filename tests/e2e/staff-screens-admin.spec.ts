import type { Page } from "@playwright/test";
import { pathOf } from "../../client/lib/routing/page-route";
import { staffScreenAccess } from "../../shared/admin/staff-screens";
import { routeModules } from "../../client/pages/route-modules.generated";
import { expect, test, waitForHydration } from "./fixtures";
import { postHomeLead, staffHeaders } from "./staff-api";
import { HASH_WAIT, signIn } from "./staff-sign-in";

// Every staff screen, listed from the route table (client/pages/*/*.route.ts: /admin and the pages
// under it), so a new screen is walked as soon as its folder exists: on a 390 px phone none scrolls
// sideways, and none shows the public site's cookie banner or its header's "Book a Call".
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const shotDir = process.env.SCREENSHOT_DIR;

/** Every staff screen's address pattern ("/admin", "/admin/leads/:id"). */
function staffScreens(): string[] {
  const children = Object.values(routeModules).filter((page) => page.parent === "admin");
  const paths = ["/admin", ...children.flatMap((page) => page.paths.map((p) => `/admin/${pathOf(p)}`.replace(/\/$/, "")))];
  return [...new Set(paths)];
}

/** The ids each screen with a parameter is opened with: a new entry's form and a stored one where there is one. */
async function idsFor(page: Page): Promise<Record<string, string[]>> {
  // A lead from an ad click, as most are: its landing page and click id are long unbroken words.
  const gclid = `Cj0KCQiA${"x7Yz".repeat(20)}`;
  const lead = await postHomeLead(page, {
    name: "Phone Walk Lead",
    email: "phone.walk.with.a.long.address@brightside-digital-partners.example",
    attribution: {
      landingPage: `/services/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=spring-white-label-ppc&gclid=${gclid}`,
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring-white-label-ppc",
      gclid,
    },
  });
  const firstOf = async (url: string) => String(((await (await page.request.get(url)).json()) as { id: number }[])[0]!.id);
  const testimonial = await page.request.post("/api/admin/content/testimonial", {
    headers: await staffHeaders(page),
    data: {
      quote: { en: "They answered every brief within a day, and the work held up.", de: null },
      person: "Robin Phone",
      role: { en: "Founder of a long-named agency", de: null },
      agency: "Example Growth Studio",
      photo: null,
      caseStudy: null,
      publicationAgreed: false,
      agreementNote: null,
    },
  });
  return {
    "/admin/leads/:id": [String(lead.id)],
    "/admin/posts/:id": ["new", await firstOf("/api/admin/posts")],
    "/admin/case-studies/:id": ["new", await firstOf("/api/admin/content/case-study")],
    "/admin/testimonials/:id": ["new", String(((await testimonial.json()) as { id: number }).id)],
    "/admin/team/:id": ["new", await firstOf("/api/admin/content/team-member")],
    "/admin/partners/:id": ["new", await firstOf("/api/admin/content/partner")],
  };
}

/** What sticks out past the right edge of the view, for the failure message. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wider = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== "fixed")
      .filter((el) => !el.closest("[data-overflow-scrolls]") && el.closest("[class*='overflow-x-auto']") === null)
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")} (${Math.round(el.getBoundingClientRect().right)} px)`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, wider };
  });

async function settle(page: Page, address: string) {
  await waitForHydration(page);
  // The server renders the sign-in; the browser shows the screen once it knows who is signed in.
  // A screen for before any session (an emailed link's page, shared/admin/staff-screens.ts) has no staff navigation.
  if (staffScreenAccess(address) !== "signedOut") await expect(page.getByRole("navigation", { name: "Staff area" })).toBeVisible(HASH_WAIT);
  await expect(page.locator("main h1").first()).toBeVisible(HASH_WAIT);
  // The screen's data is in: no "Loading …" is left.
  await expect(page.locator("main [role=status]", { hasText: /^Loading/ })).toHaveCount(0, HASH_WAIT);
}

test("the staff sign-in shows neither the visitors' cookie banner nor the public header's Book a Call", async ({ page }) => {
  await page.goto("/admin");
  await waitForHydration(page);
  await expect(page.locator("h1")).toHaveText("Staff sign-in");
  await expect(page.locator("#cookie-banner")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Book a Call" })).toHaveCount(0);
});

test.describe("as a first-time visitor's browser would (no cookie choice stored)", () => {
  test.use({ quietLeadCapture: false });

  test("no staff screen scrolls sideways on a 390 px phone, or shows the cookie banner or Book a Call", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page);
    const ids = await idsFor(page);
    const addresses = staffScreens().flatMap((pattern) => {
      if (!pattern.includes(":")) return [pattern];
      const known = ids[pattern];
      if (!known) throw new Error(`tell tests/e2e/staff-screens-admin.spec.ts (idsFor) which ids to open ${pattern} with`);
      return known.map((id) => pattern.replace(/:[a-z]+/i, id));
    });
    expect(addresses.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const address of addresses) {
      await page.setViewportSize(PHONE);
      await page.goto(address);
      await settle(page, address);
      const sideways = await overflow(page);
      if (sideways.scrollWidth > sideways.width) {
        problems.push(`${address} is ${sideways.scrollWidth} px wide: ${sideways.wider.join(", ")}`);
      }
      if ((await page.locator("#cookie-banner").count()) > 0) problems.push(`${address} has the cookie banner`);
      const name = address.replace(/^\//, "").replace(/\//g, "_");
      if (shotDir) await page.screenshot({ path: `${shotDir}/${name}-390.png`, fullPage: true });
      // The public header shows "Book a Call" from the md breakpoint up.
      await page.setViewportSize(DESKTOP);
      if ((await page.getByRole("link", { name: "Book a Call" }).count()) > 0) problems.push(`${address} has Book a Call`);
      if (shotDir) await page.screenshot({ path: `${shotDir}/${name}-1280.png`, fullPage: true });
    }
    expect(problems).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { allowConsole, expect, manifest, test, waitForHydration } from "./fixtures";
import { postHomeLead } from "./staff-api";
import { ADMIN, HASH_WAIT, signIn } from "./staff-sign-in";

// The staff area in a real browser (docs/decisions/0009-admin-security.md), signed in as
// the account tests/e2e/start-server.mjs made with `admin-create`, as an operator would
// (staff-sign-in.ts).
test.describe.configure({ timeout: 90_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The notification on screen (Radix also keeps a copy for screen readers). */
const toast = (page: Page, text: string) => page.locator(".toast", { hasText: text });

test.describe("staff sign-in", () => {
  test("signs in to the overview with its 30-day chart, and signing out ends the session on the server", async ({ page }) => {
    await signIn(page);
    await expect(page.locator("svg[role=img] g[data-date]")).toHaveCount(30);
    await expect(page.getByRole("navigation", { name: "Staff area" })).toBeVisible();
    expect((await page.request.get("/api/admin/session")).status()).toBe(200);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.locator("h1")).toHaveText("Staff sign-in");
    expect((await page.request.get("/api/admin/session")).status()).toBe(401);
    await page.goto("/admin/leads");
    await waitForHydration(page);
    await expect(page.getByLabel("Email")).toBeEnabled();
    await expect(page.locator("h1")).toHaveText("Staff sign-in");
  });

  test("signing out while the overview is still loading ends the session quietly: no request answered 401, no 'session has ended'", async ({
    page,
  }) => {
    // A section of the overview still on its way when the staff member signs out, as on a busy machine.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route("**/api/admin/web-vitals", async (route) => {
      asked = true;
      await held;
      // The page may have given the request up meanwhile.
      await route.continue().catch(() => {});
    });
    // How the held request ended: an answer's status, or given up by the page.
    let ended: number | "given up" | null = null;
    page.on("response", (res) => {
      if (res.url().endsWith("/api/admin/web-vitals")) ended = res.status();
    });
    page.on("requestfailed", (req) => {
      if (req.url().endsWith("/api/admin/web-vitals")) ended = "given up";
    });
    await signIn(page);
    await expect.poll(() => asked).toBe(true);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.locator("h1")).toHaveText("Staff sign-in");
    expect((await page.request.get("/api/admin/session")).status()).toBe(401);
    release();
    await expect.poll(() => ended).not.toBeNull();
    // Asked after the session ended, it would have been answered 401 (a console error, which fails
    // the test too) and told the staff member that their session had ended.
    expect(ended).toBe("given up");
    await expect(page.locator(".toast", { hasText: "Signed out" })).toBeVisible();
    await expect(page.locator(".toast", { hasText: "Please sign in again" })).toHaveCount(0);
  });

  test("a wrong password is refused with a message", async ({ page }) => {
    allowConsole(page, /status of 401/);
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill("this-is-not-it-at-all");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("The email or password is not correct.", HASH_WAIT);
    await expect(page.locator("h1")).toHaveText("Staff sign-in");
  });

  test("a signed-out visitor gets the sign-in form without any admin API call", async ({ page }) => {
    const apiCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push(r.url());
    });
    await page.goto("/admin/posts");
    await waitForHydration(page);
    await expect(page.getByLabel("Email")).toBeEnabled();
    await expect(page.getByRole("status").filter({ hasText: "Checking" })).toHaveCount(0);
    expect(apiCalls).toEqual([]);
  });

  test("the admin pages are noindex and never stored by caches", async ({ page }) => {
    const response = await page.goto("/admin/leads");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });
});

test.describe("leads inbox", () => {
  test("a lead from the home form is found, its status changed, and the CSV export of the filter holds it", async ({ page }) => {
    const tag = unique();
    const name = `Harper ${tag}`;
    const email = `harper-${tag}@brightside.example`;
    const { id } = await postHomeLead(page, { name, email });
    await signIn(page);

    await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Leads" }).click();
    await page.getByLabel("Search name, email, company or message").fill(tag);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${tag}$`));
    await expect(page.getByRole("heading", { name: "1 lead match the filters" })).toBeVisible();
    await page.getByRole("link", { name }).click();

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Brightside Digital", { exact: true })).toBeVisible();
    await expect(page.getByText("Link building, Local SEO", { exact: true })).toBeVisible();
    await page.getByLabel("Where this lead stands").selectOption("contacted");
    await expect(toast(page, 'The lead is now "Contacted".')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Where this lead stands")).toHaveValue("contacted");

    await page.getByLabel("Add a note").fill("Called back, proposal next week.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Called back, proposal next week.")).toBeVisible();

    await page.goto(`/admin/leads?q=${tag}&status=contacted`);
    await expect(page.getByRole("link", { name })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const lines = csv.split("\r\n").filter(Boolean);
    expect(lines[0]).toMatch(/^id,created_at,contact_form_type,name,email,/);
    expect(lines.filter((l) => /^\d+,/.test(l))).toHaveLength(1);
    expect(csv).toContain(`${id},`);
    expect(csv).toContain(email);
    expect(csv).toContain(",'+1 555 0100,");
    expect(csv).toContain(",contacted");
  });

  test("a lead named like an HTML tag is shown as text, never run", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const tag = unique();
    const evil = "<img src=x onerror=alert(1)>";
    await postHomeLead(page, {
      name: evil,
      company: `<b>${tag}</b>`,
      message: `<script>alert(2)</script> ${tag}`,
      email: `x-${tag}@evil.example`,
    });
    await signIn(page);
    await page.goto(`/admin/leads?q=${tag}`);
    const link = page.getByRole("link", { name: evil });
    await expect(link).toBeVisible();
    await expect(page.getByText(`<b>${tag}</b>`)).toBeVisible();
    await link.click();
    await expect(page.locator("h1")).toHaveText(evil);
    await expect(page.getByText(`<script>alert(2)</script> ${tag}`)).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator("main b, main script")).toHaveCount(0);
    await page.getByRole("link", { name: "Overview" }).click();
    await expect(page.getByRole("link", { name: evil }).first()).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test("deleting a lead asks first, then erases it", async ({ page }) => {
    const tag = unique();
    const { id } = await postHomeLead(page, { name: `Erase ${tag}`, email: `erase-${tag}@client.example` });
    await signIn(page);
    await page.goto(`/admin/leads/${id}`);
    await page.getByRole("button", { name: "Delete lead" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this lead for good?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    expect((await page.request.get(`/api/admin/leads/${id}`)).status()).toBe(200);
    await page.getByRole("button", { name: "Delete lead" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete permanently" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(toast(page, "The lead and its notes were erased.")).toBeVisible();
    expect((await page.request.get(`/api/admin/leads/${id}`)).status()).toBe(404);
  });
});

test.describe("blog editor", () => {
  test("a new post is previewed exactly like the article and, once published, is on /blog", async ({ page }) => {
    const tag = unique();
    const title = `Agency pricing notes ${tag}`;
    await signIn(page);
    await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Posts" }).click();
    await page.getByRole("link", { name: "New post" }).click();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await expect(page.getByLabel("Address (slug)")).toHaveValue(`agency-pricing-notes-${tag}`);
    await page.getByRole("textbox", { name: "Summary" }).fill("How we price white-label retainers, in short.");
    await page.getByLabel("Article (Markdown)").fill("## Retainers first\n\nWe price **monthly**, with a clear scope.\n\n- SEO\n- PPC");
    await page.getByLabel("Tags").fill("Pricing, Agencies");

    const preview = page.getByTestId("post-preview");
    await expect(preview.locator("h1")).toHaveText(title);
    await expect(preview.locator(".prose-article h2")).toHaveText("Retainers first");
    await expect(preview.locator(".prose-article strong")).toHaveText("monthly");
    await expect(preview.getByText("Pricing", { exact: true }).first()).toBeVisible();
    await expect(preview).toContainText("the team");

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page, `"${title}" is on the blog now.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
    const editorUrl = page.url();

    await page.goto("/blog");
    await waitForHydration(page);
    const card = page.locator("li", { has: page.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    await card.getByRole("link", { name: "Read Article" }).click();
    await expect(page.locator("h1")).toHaveText(title);
    // Images change their state attribute as they load: compare both pages with the cover loaded.
    await expect(page.locator("main article img[data-state]").first()).toHaveAttribute("data-state", "loaded");
    const articleHtml = await page.locator("main article").innerHTML();

    // The preview renders a deferred value: on a busy machine it catches up with the saved
    // post (its publication time) a moment after the editor opens, so wait for it to settle.
    await page.goto(editorUrl);
    await expect.poll(() => preview.locator("article").innerHTML()).toBe(articleHtml);
  });

  test("featuring from the list and back: the button stays where it was pressed, and each press is saved", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/posts");
    const row = page.locator("tr", { hasText: "white-label-seo-ppc-2025" });
    const toggle = row.getByRole("button", { name: /^(Un)?[Ff]eature/ });
    const postUrl = (await row.getByRole("link").getAttribute("href"))!.replace("/admin/", "/api/admin/");
    /** Presses the row's feature button and returns what the site saved. */
    const press = async () => {
      const saved = page.waitForResponse((r) => r.url().endsWith(postUrl) && r.request().method() === "PATCH");
      await toggle.click();
      return (await (await saved).json()) as { isFeatured: boolean };
    };
    const before = (await toggle.boundingBox())!;
    expect((await press()).isFeatured).toBe(true);
    await expect(row.getByText("Featured", { exact: true })).toBeVisible();
    await expect(toggle).toHaveText("Unfeature");
    // The badge widens its column; the buttons stay on their line, so a second press lands where the first did.
    expect((await toggle.boundingBox())!.y).toBe(before.y);
    expect((await press()).isFeatured).toBe(false);
    await expect(row.getByText("Featured", { exact: true })).toHaveCount(0);
    await expect(toggle).toHaveText("Feature");
  });
});

test.describe("code splitting", () => {
  const adminOnlyChunks = () => {
    const m = manifest();
    const publicChunks = new Set([
      m.entry,
      ...m.entryImports,
      ...m.app,
      ...Object.entries(m.pages)
        .filter(([name]) => !name.startsWith("admin"))
        .flatMap(([, urls]) => urls),
    ]);
    const adminChunks = Object.entries(m.pages)
      .filter(([name]) => name.startsWith("admin"))
      .flatMap(([, urls]) => urls);
    return { publicChunks, adminOnly: [...new Set(adminChunks)].filter((url) => !publicChunks.has(url)) };
  };

  test("no admin code is in the public bundle (build manifest)", () => {
    const { publicChunks, adminOnly } = adminOnlyChunks();
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const url of publicChunks) {
      const code = readFileSync(`dist/client${url}`, "utf8");
      // "credentials.create": the passkey library (client/features/admin/passkey-ceremony.ts).
      for (const marker of ["/api/admin", "X-CSRF-Token", "Staff sign-in", "Leads per day", "Export CSV", "credentials.create"])
        expect(code, `${marker} in ${url}`).not.toContain(marker);
    }
    const adminCode = adminOnly.map((url) => readFileSync(`dist/client${url}`, "utf8")).join("\n");
    for (const marker of ["/api/admin", "X-CSRF-Token", "Staff sign-in"]) expect(adminCode).toContain(marker);
  });

  test("a public page never downloads admin code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/assets/") && path.endsWith(".js")) scripts.push(path);
    });
    await page.goto("/blog");
    await waitForHydration(page);
    // Past the prefetch of the most visited pages, one second after load.
    const m = manifest();
    for (const name of ["services", "contact", "about"])
      await expect.poll(() => scripts.includes(m.pages[name]![0]!), { message: name }).toBe(true);
    const adminPageChunks = Object.entries(m.pages)
      .filter(([name]) => name.startsWith("admin"))
      .map(([, urls]) => urls[0]);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((url) => adminPageChunks.includes(url))).toEqual([]);
    for (const url of scripts) expect(readFileSync(`dist/client${url}`, "utf8"), url).not.toContain("/api/admin");
  });
});

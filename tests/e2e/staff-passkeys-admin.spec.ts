import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { allowConsole, expect, test, waitForHydration } from "./fixtures";
import { invitationLink } from "./staff-invitations";
import { HASH_WAIT, signIn } from "./staff-sign-in";

// Staff roles, invitations and passkeys in a real browser (docs/decisions/0032-staff-roles-audit-retention-passkeys.md):
// an owner invites a colleague by email, the colleague registers a passkey from the emailed link
// with Chromium's virtual authenticator (CDP WebAuthn), signs out and signs in with it; an editor
// sees no lead data anywhere. Staff server only (playwright.config.ts: at localhost, since a
// passkey is bound to a host name).
test.describe.configure({ timeout: 120_000 });

const STAFF_PORT = Number(process.env.E2E_PORT ?? 3107) + 1;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Chromium's virtual authenticator, as a phone or laptop with a fingerprint reader would be. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}

async function inviteFromStaffScreen(page: Page, email: string, role: "Sales" | "Editor") {
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await page.getByLabel("Their email address").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: role });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("region", { name: "Accounts" }).getByRole("listitem").filter({ hasText: email })).toContainText(
    "Invited, not set up yet",
  );
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.locator("h1")).toHaveText("Staff sign-in");
}

test("invitation → passkey registration → passkey sign-in, and a sales role sees leads but not content or staff", async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page);
  const email = `sales-${unique()}@agency.example`;
  await signIn(page);
  await inviteFromStaffScreen(page, email, "Sales");
  const link = await invitationLink(email);
  expect(new URL(link).host).toBe(`localhost:${STAFF_PORT}`);
  await signOut(page);

  // The colleague opens the emailed link and registers a passkey.
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByText(`For ${email} · Sales:`)).toBeVisible();
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");
  expect(await authenticator.credentials()).toHaveLength(1);
  const nav = page.getByRole("navigation", { name: "Staff area" });
  await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();
  for (const hidden of ["Posts", "Media", "Settings", "Staff", "Audit trail"])
    await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);

  // The link is spent; signing out and in again takes the passkey alone.
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  expect(await (await page.request.get("/api/admin/session")).json()).toMatchObject({ email, role: "sales", method: "passkey" });
  await page.getByRole("link", { name: email }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Passkey from the set-up link" })).toBeVisible();
  await expect(page.getByText(/last used/)).toBeVisible();
  // Opening the spent link again: the server answers 410, which the browser logs, and the page says why.
  allowConsole(page, /status of 410/);
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByRole("alert")).toHaveText("This link has been used or has expired. Ask an owner for a new one.");
});

test("an editor set up with a password sees no lead data and no site settings: no such sections, no lead figures, and a notice on their screens", async ({
  page,
}) => {
  const email = `editor-${unique()}@agency.example`;
  await signIn(page);
  await inviteFromStaffScreen(page, email, "Editor");
  const link = await invitationLink(email);
  await signOut(page);

  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel(/^Password/).fill("amber-violin-harbour-3317");
  await page.getByRole("button", { name: "Save the password and sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible(HASH_WAIT);
  await expect(page.getByText("Leads in the last 30 days")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Posts" }).first()).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Staff area" });
  for (const hidden of ["Leads", "Conversions", "Outbox", "Data requests", "Settings", "Staff", "Audit trail"])
    await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
  const callsOutsideRole: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/(contacts|admin\/(leads|overview|settings))/.test(new URL(r.url()).pathname)) callsOutsideRole.push(r.url());
  });
  await page.goto("/admin/leads");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Not part of your role" })).toBeVisible();
  // The site settings are the owners' (docs/decisions/0040-site-settings.md): the same notice, nothing asked of the API.
  await page.goto("/admin/settings");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Not part of your role" })).toBeVisible();
  expect(callsOutsideRole).toEqual([]);
});

test("the owner reads the audit trail with a filter, and the passkey code loads on a staff page only when asked for", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/assets/") && path.endsWith(".js")) scripts.push(path);
  });
  await signIn(page);
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Audit trail" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  await page.getByLabel("What").selectOption({ label: "Signed in" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?action=sign-in$/);
  const entries = page.getByRole("list", { name: "The audit trail, newest first" }).getByRole("listitem");
  await expect(entries.first()).toContainText("Signed in");
  await expect(entries.filter({ hasNotText: "Signed in" })).toHaveCount(0);
  // Other staff tests sign in while this one runs: the owner's own newest sign-in, wherever it stands.
  const ownSignIn = entries.filter({ hasText: "e2e-admin@agency.example" }).first();
  await expect(ownSignIn).toContainText(/from [\d.]+\.0\/24|from [\da-f:]+\/48/);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);

  // No script so far carried the WebAuthn calls; the passkey screen's button brings them.
  const withWebAuthn = () => scripts.filter((url) => readFileSync(`dist/client${url}`, "utf8").includes("credentials.create"));
  expect(withWebAuthn()).toEqual([]);
  await addVirtualAuthenticator(page);
  await page.getByRole("link", { name: "e2e-admin@agency.example" }).click();
  await page.getByLabel("Name for the new passkey (optional)").fill("E2E laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("button", { name: "Remove E2E laptop" })).toBeVisible();
  expect(withWebAuthn()).toHaveLength(1);
});

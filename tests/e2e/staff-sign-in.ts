import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

// Signing in to the staff area in a real browser (docs/decisions/0009-admin-security.md). The account is made by
// tests/e2e/start-server.mjs with `admin-create`, as an operator would.

export const ADMIN = { email: "e2e-admin@agency.example", password: "e2e-quartz-harbour-5821" };
/** Sign-in computes a real scrypt hash (N = 2^17): seconds on a busy two-core machine. */
export const HASH_WAIT = { timeout: 30_000 };

/** Signs in with a password: the e2e admin's, or a colleague's set up from an invitation (tests/e2e/staff-invitations.ts). */
export async function signIn(page: Page, account: { email: string; password: string } = ADMIN): Promise<void> {
  await page.goto("/admin");
  await waitForHydration(page);
  await expect(page.locator("h1")).toHaveText("Staff sign-in");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible(HASH_WAIT);
}

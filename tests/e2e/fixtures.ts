import { test as base, expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { AssetManifest } from "../../server/ssr/asset-manifest";

/**
 * Every browser test fails on a console error or warning, an uncaught page error
 * (hydration mismatches and CSP violations both surface there) or a failed
 * same-origin request, unless the test says it expects one.
 */
export const test = base.extend<{
  consoleProblems: string[];
  allowConsole: (pattern: RegExp) => void;
  /**
   * Most specs are not about the cookie banner or the lead popups (issue 4): they
   * start with a stored consent choice (rejected) and the popups dismissed, as a
   * returning visitor would. The consent and popup specs turn this off.
   */
  quietLeadCapture: boolean;
}>({
  consoleProblems: [[], { option: true }],
  quietLeadCapture: [true, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  allowConsole: async ({}, use) => {
    await use(() => {});
  },
  page: async ({ page, quietLeadCapture }, use) => {
    if (quietLeadCapture) {
      await page.addInitScript(() => {
        // Only our own top-level page: frames (e.g. the scheduler) may not even have storage.
        if (window !== window.top) return;
        if (localStorage.getItem("cookie-consent") === null) {
          localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false }));
          localStorage.setItem("cookie-consent-date", new Date().toISOString());
        }
        for (const kind of ["entry", "exit", "mobile"]) localStorage.setItem(`popup-${kind}-dismissed`, "true");
      });
    }
    const problems: string[] = [];
    const allowed: RegExp[] = [];
    (page as Page & { allowConsole?: (p: RegExp) => void }).allowConsole = (p) => allowed.push(p);
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") problems.push(`console.${msg.type()}: ${msg.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await use(page);
    const unexpected = problems.filter((p) => !allowed.some((re) => re.test(p)));
    expect(unexpected, "console errors, warnings or page errors").toEqual([]);
  },
});
export { expect };

/** Lets a test declare a console message it provokes on purpose. */
export function allowConsole(page: Page, pattern: RegExp): void {
  (page as Page & { allowConsole?: (p: RegExp) => void }).allowConsole?.(pattern);
}

export const manifest = (): AssetManifest => JSON.parse(readFileSync("dist/client/manifest.json", "utf8")) as AssetManifest;

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

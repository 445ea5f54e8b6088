import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { STORAGE_KEYS } from "../shared/constants";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { assertBuilt, startServer } from "./production-server";
import { prepareFullPageShot } from "./screenshot-page";

// npm run screenshots: every page of the sitemap, full length, at a phone's 390 px and a
// laptop's 1280 px, plus the header at 320 px, into one folder, so a reviewer can look
// at the whole site in a minute. The production build (npm run build) on its own port with
// a fresh database; one Chromium, a few pages at a time. Pages are shot as a returning visitor
// sees them: consent already chosen (all optional cookies off) and the popups dismissed, so
// neither covers the page.

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3190);
const OUT = resolve(process.env.SCREENSHOTS_DIR ?? "screenshots");
const PARALLEL = Number(process.env.SCREENSHOTS_PARALLEL ?? 3);
/** Optional: only the sitemap paths that contain one of these (comma-separated), e.g. "/de/services/seo,/de/about". */
const ONLY = (process.env.SCREENSHOTS_ONLY ?? "").split(",").filter(Boolean);
const WIDTHS = [390, 1280] as const;
const HEADER_WIDTH = 320;
const BASE = `http://127.0.0.1:${PORT}`;

/** "/" → "home", "/de/services/seo" → "de-services-seo". */
const fileNameOf = (path: string) => path.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-") || "home";

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set(paths)];
}

async function shoot(browser: Browser, path: string, width: number): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 }, deviceScaleFactor: 1 });
  await context.addInitScript(
    ({ keys }) => {
      if (window !== window.top) return;
      localStorage.setItem(keys.consent, JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false }));
      localStorage.setItem(keys.consentDate, new Date().toISOString());
      for (const key of keys.popups) localStorage.setItem(key, "true");
    },
    {
      keys: {
        consent: STORAGE_KEYS.cookieConsent,
        consentDate: STORAGE_KEYS.cookieConsentDate,
        popups: (["entry", "exit", "mobile", "general"] as const).map(STORAGE_KEYS.popupDismissed),
      },
    },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  try {
    await page.goto(`${BASE}${path}`, { waitUntil: "load" });
    await prepareFullPageShot(page);
    await page.screenshot({ path: join(OUT, `${fileNameOf(path)}-${width}.png`), fullPage: true, timeout: 60_000 });
  } finally {
    await context.close();
  }
}

async function shootHeader(browser: Browser, path: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: HEADER_WIDTH, height: 640 } });
  await page.goto(`${BASE}${path}`, { waitUntil: "load" });
  await page
    .locator("header")
    .first()
    .screenshot({ path: join(OUT, `header-${fileNameOf(path)}-${HEADER_WIDTH}.png`) });
  await page.close();
}

/** Runs the jobs with at most `limit` at a time. */
async function inParallel(jobs: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}

assertBuilt();
const started = Date.now();
const server = await startServer(PORT, { SITE_URL: BASE });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const paths = (await sitemapPaths()).filter((path) => ONLY.length === 0 || ONLY.some((part) => path.includes(part)));
  const failures: string[] = [];
  const jobs = paths.flatMap((path) =>
    WIDTHS.map((width) => async () => {
      await shoot(browser, path, width).catch((error: Error) => failures.push(`${path} at ${width} px: ${error.message}`));
    }),
  );
  let done = 0;
  await inParallel(
    jobs.map((job) => async () => {
      await job();
      if (++done % 20 === 0) console.log(`${done} of ${jobs.length}`);
    }),
    PARALLEL,
  );
  for (const path of ["/", "/de", "/uk"]) await shootHeader(browser, path);
  console.log(`${jobs.length + 3} screenshots of ${paths.length} pages in ${OUT} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (failures.length > 0) {
    console.error(failures.join("\n"));
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.kill();
}

import { chromium, devices, expect, type Browser } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { BROWSER_MECHANISMS, SERVER_MECHANISMS } from "../shared/fast-path-switches";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { assertBuilt, formatJsSize, homeJs, startServer, stopServer } from "./production-server";
import { popupAfterAnswer, readPhoneTimings, recordPhoneTimings, SLOW_PHONE, throttleLikeSlowPhone } from "./slow-phone";

// npm run bench:phone: a first visit on a throttled phone (scripts/slow-phone.ts)
// to each page, SLOW_PHONE_RUNS (5) times, against the production build on loopback
// (SLOW_PHONE_PORT, 3660). Prints per run and as medians: when the cookie banner was shown
// and when the app had hydrated (script-only controls answer from then), both after the load
// event; on `/` also how long after Reject All the mobile popup opened. Then the JavaScript the
// home page hydrates with. Targets: docs/decisions/0004-performance-budget.md.
//
// SLOW_PHONE_MECHANISMS=1 measures what each mechanism of the fast path buys
// (shared/fast-path-switches.ts, docs/decisions/0034-the-fast-path-held-by-tools.md): the same
// visits with everything on, then with each mechanism off, one at a time (a server mechanism by
// starting the server without it, a browser one by building without it), printing per page the
// medians and the JavaScript fetched by the time the page had hydrated. It rebuilds dist/ for
// each browser mechanism and leaves a normal build at the end.

const PAGES = (process.env.SLOW_PHONE_PAGES ?? "/,/contact,/blog").split(",");
const RUNS = Number(process.env.SLOW_PHONE_RUNS ?? 5);
const PORT = Number(process.env.SLOW_PHONE_PORT ?? 3660);
const BANNER = "#cookie-banner:not([hidden])";

interface Run {
  bannerMs: number | null;
  hydratedMs: number | null;
  popupAfterAnswerMs: number | null;
  scriptKb: number | null;
}

const median = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor(known.length / 2)]!;
};
const ms = (v: number | null) => (v === null ? "—" : `${Math.round(v)} ms`);

async function firstVisit(browser: Browser, url: string, answer: boolean): Promise<Run> {
  const { defaultBrowserType: _, ...phone } = devices["Pixel 5"];
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.addInitScript(recordPhoneTimings);
  await throttleLikeSlowPhone(page);
  await page.goto(url);
  await page.waitForSelector(BANNER, { timeout: 30_000 });
  if (answer) {
    await page.evaluate(() => (document.querySelector('[data-consent-action="reject"]') as HTMLButtonElement).click());
    // Both in the page's own clock: the answer as the banner went, the popup's first frame.
    await expect.poll(async () => popupAfterAnswer(await readPhoneTimings(page)), { timeout: 30_000 }).not.toBeNull();
  }
  await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });
  const timings = await readPhoneTimings(page);
  await context.close();
  return {
    bannerMs: timings.bannerShown,
    hydratedMs: timings.hydrated,
    popupAfterAnswerMs: answer ? popupAfterAnswer(timings) : null,
    scriptKb: timings.scriptKbAtHydrated,
  };
}

/** The medians of RUNS first visits to each page, with the server started with `serverEnv`, as table rows. */
async function visitPages(browser: Browser, label: string, serverEnv: Record<string, string>): Promise<string[]> {
  const server = await startServer(PORT, serverEnv);
  try {
    const rows: string[] = [];
    for (const path of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await firstVisit(browser, `http://127.0.0.1:${PORT}${path}`, path === "/");
        runs.push(run);
        console.log(
          `  ${label} ${path} run ${i + 1}: banner ${ms(run.bannerMs)}, hydrated ${ms(run.hydratedMs)}` +
            (path === "/" ? `, mobile popup ${ms(run.popupAfterAnswerMs)} after Reject All` : ""),
        );
      }
      const kb = median(runs.map((r) => r.scriptKb));
      rows.push(
        `| ${label} | \`${path}\` | ${ms(median(runs.map((r) => r.bannerMs)))} | ${ms(median(runs.map((r) => r.hydratedMs)))} | ` +
          `${path === "/" ? ms(median(runs.map((r) => r.popupAfterAnswerMs))) : "—"} | ${kb === null ? "—" : kb.toFixed(1)} |`,
      );
    }
    return rows;
  } finally {
    await stopServer(server);
  }
}

/** A production build, without the browser mechanisms named (FAST_PATH_OFF). */
function build(off: string): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, FAST_PATH_OFF: off },
  });
  if (result.status !== 0) throw new Error(`the build with FAST_PATH_OFF=${off} failed`);
}

assertBuilt();
let browser: Browser | undefined;
const byMechanism = process.env.SLOW_PHONE_MECHANISMS === "1";
/** SLOW_PHONE_ONLY=a,b: with SLOW_PHONE_MECHANISMS=1, only these switches (beside "all on"), so one can be re-run alone. */
const only = process.env.SLOW_PHONE_ONLY?.split(",");
const chosen = (names: string[]) => (only ? names.filter((name) => only.includes(name)) : names);
try {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  console.log(
    `Throttled phone: ${SLOW_PHONE.latencyMs} ms round trip, ${((SLOW_PHONE.downloadBytesPerS * 8) / 1024 / 1024).toFixed(1)} Mbit/s, ` +
      `${SLOW_PHONE.cpuSlowdown}x CPU; ${RUNS} first visits per page; times after the load event`,
  );
  const rows: string[] = [];
  if (!byMechanism) rows.push(...(await visitPages(browser, "this build", {})));
  else {
    build("");
    rows.push(...(await visitPages(browser, "all on", {})));
    for (const mechanism of chosen(Object.keys(SERVER_MECHANISMS)))
      rows.push(...(await visitPages(browser, `${mechanism} off`, { FAST_PATH_OFF: mechanism })));
    for (const mechanism of chosen(Object.keys(BROWSER_MECHANISMS))) {
      build(mechanism);
      rows.push(...(await visitPages(browser, `${mechanism} off`, {})));
    }
  }
  console.log(
    "\n| build | page | banner after load (median) | hydrated after load (median) | mobile popup after the answer | JS KB by hydration |",
  );
  console.log("|---|---|---:|---:|---:|---:|");
  for (const row of rows) console.log(row);
  const js = homeJs();
  console.log(`\nHome JS after load: ${formatJsSize(js.hydration)} to hydrate, ${formatJsSize(js.popups)} for the lead popups`);
} finally {
  await browser?.close();
  // Every mechanism on again in dist/, as the other scripts expect it.
  if (byMechanism) build("");
}

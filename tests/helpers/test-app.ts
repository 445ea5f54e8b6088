import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, type App, type AppDeps } from "../../server/app";
import type { Db } from "../../server/db/connection";
import { createDeliveryService, type DeliveryService, type DeliveryServiceOptions } from "../../server/delivery/delivery-service";
import { parseEnv, type Env } from "../../server/env";
import { createLogger, type Logger } from "../../server/logger";
import type { AssetManifest } from "../../server/ssr/asset-manifest";
import { TEST_APP_SECRET } from "./lead-controls";
import { pageNames } from "../../client/pages/page-modules";
import { startedDatabase } from "./test-db";

/** A manifest shaped like the real one, so SSR can be tested without a build. */
export const testManifest: AssetManifest = {
  entry: "/assets/entry-test.js",
  entryImports: ["/assets/chunk-entry.js"],
  pagePopups: ["/assets/page-popups-test.js", "/assets/chunk-entry.js"],
  app: ["/assets/app-test.js", "/assets/chunk-react.js"],
  popupLayer: ["/assets/popup-layer-test.js", "/assets/chunk-react.js"],
  copy: { en: ["/assets/en-test.js"], de: ["/assets/de-test.js", "/assets/chunk-numbers.js"] },
  css: "/assets/app-test.css",
  fonts: ["/assets/inter-latin-wght-normal-test.woff2"],
  pages: Object.fromEntries(pageNames.map((name) => [name, [`/assets/page-${name}.js`, "/assets/chunk-shared.js"]])),
};

export interface TestApp {
  app: App;
  db: Db;
  env: Env;
  /** Its lead delivery: `delivery.worker.drain()` waits until what is due has been sent. */
  delivery: DeliveryService;
}

/**
 * A fresh app on a fresh database (in-memory SQLite, or a schema of its own on
 * PostgreSQL: tests/helpers/test-db.ts), migrated and seeded like a first start.
 * Emails go to a fresh temporary mail folder (the embedded default) unless the env
 * says otherwise; the delivery worker runs when a lead wakes it and arms no timer.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    createRoutes?: AppDeps["createRoutes"];
    seed?: boolean;
    /** An existing database (e.g. a file, to restart the app on it); it is not migrated again. */
    db?: Db;
    passwordHashParams?: AppDeps["passwordHashParams"];
    seoAuditResolver?: AppDeps["seoAuditResolver"];
    /** Shorter limits for the bounded jobs (docs/decisions/0033-bounded-work.md). */
    jobLimits?: AppDeps["jobLimits"];
    /** A folder to keep drawn social cards in; memory only by default. */
    socialCardDir?: string;
    /** A logger to read what the app logs; silent by default. */
    logger?: Logger;
    /** Delivery options: an injected clock, a shorter lease, another mail transport. */
    delivery?: Omit<DeliveryServiceOptions, "db" | "env" | "logger">;
    /** The day dated site settings are read on (a certification's last day); the real clock by default. */
    now?: () => Date;
  } = {},
): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: "test",
    SITE_URL: "https://agency.test",
    CONTACTS_RATE_LIMIT: "0",
    LOG_LEVEL: "silent",
    APP_SECRET: TEST_APP_SECRET,
    MAIL_DIR: mkdtempSync(join(tmpdir(), "agency-mail-")),
    ...options.env,
  });
  const db = options.db ?? (await startedDatabase(options.seed === false ? "migrated" : "seeded", env.brand));
  const logger = options.logger ?? createLogger("silent");
  const delivery = await createDeliveryService({ db, env, logger, ...options.delivery });
  const app = await createApp({
    db,
    env,
    logger,
    delivery,
    getManifest: () => testManifest,
    clientDir: mkdtempSync(join(tmpdir(), "agency-client-")),
    createRoutes: options.createRoutes,
    seoAuditResolver: options.seoAuditResolver,
    jobLimits: options.jobLimits,
    passwordHashParams: options.passwordHashParams,
    socialCardDir: options.socialCardDir,
    now: options.now,
  });
  return { app, db, env, delivery };
}

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, type App, type AppDeps } from "../../server/app";
import { openDatabase, type Db } from "../../server/db/connection";
import { migrate } from "../../server/db/migrate";
import { seedDatabase } from "../../server/db/seed";
import { parseEnv, type Env } from "../../server/env";
import { createLogger } from "../../server/logger";
import type { AssetManifest } from "../../server/ssr/asset-manifest";
import { pageNames } from "../../client/pages/page-modules";

/** A manifest shaped like the real one, so SSR can be tested without a build. */
export const testManifest: AssetManifest = {
  entry: "/assets/entry-test.js",
  entryImports: ["/assets/chunk-react.js"],
  css: "/assets/app-test.css",
  fonts: ["/assets/inter-latin-wght-normal-test.woff2"],
  pages: Object.fromEntries(pageNames.map((name) => [name, [`/assets/page-${name}.js`, "/assets/chunk-shared.js"]])),
};

export interface TestApp {
  app: App;
  db: Db;
  env: Env;
}

/** A fresh app on a fresh in-memory database, migrated and seeded like a first start. */
export function createTestApp(
  options: {
    env?: Record<string, string>;
    createRoutes?: AppDeps["createRoutes"];
    seed?: boolean;
    /** An existing database (e.g. a file, to restart the app on it); it is not migrated again. */
    db?: Db;
    passwordHashParams?: AppDeps["passwordHashParams"];
    seoAuditResolver?: AppDeps["seoAuditResolver"];
  } = {},
): TestApp {
  const env = parseEnv({
    NODE_ENV: "test",
    SITE_URL: "https://agency.test",
    CONTACTS_RATE_LIMIT: "0",
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const db = options.db ?? openDatabase(":memory:");
  if (!options.db) {
    migrate(db);
    if (options.seed !== false) seedDatabase(db);
  }
  const app = createApp({
    db,
    env,
    logger: createLogger("silent"),
    getManifest: () => testManifest,
    clientDir: mkdtempSync(join(tmpdir(), "agency-client-")),
    createRoutes: options.createRoutes,
    seoAuditResolver: options.seoAuditResolver,
    passwordHashParams: options.passwordHashParams,
  });
  return { app, db, env };
}

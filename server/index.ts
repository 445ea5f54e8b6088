import { createServer, type Server } from "node:http";
import { dirname, join } from "node:path";
import { createApp } from "./app";
import { openDatabase } from "./db/connection";
import { migrate } from "./db/migrate";
import { createDeliveryService } from "./delivery/delivery-service";
import { seedDatabase } from "./db/seed";
import { createContentQueries } from "./db/content.queries";
import { variablesSettingsOverrule } from "./region-contacts-env";
import { databaseLabel, databaseLocation, EnvError, parseEnv, type Env } from "./env";
import { gracefulShutdown } from "./graceful-shutdown";
import { createLogger } from "./logger";
import { readManifest, type AssetManifest } from "./ssr/asset-manifest";

// The only module with side effects: read the environment, open and migrate the
// database, listen, deliver leads, and shut down gracefully on SIGTERM/SIGINT.

/**
 * How long a send in flight may take to finish on shutdown; after that its lease brings it back on the next
 * start. Within the process's own limit (graceful-shutdown.ts), so the database still closes cleanly.
 */
const DELIVERY_GRACE_MS = 6_000;
const CONNECTIONS_CHECK_MS = 1_000;

/** Where this process can reach itself: loopback when it listens on every interface. */
function ownOrigin(address: ReturnType<Server["address"]>, port: number): string {
  const host = typeof address === "object" && address ? address.address : "127.0.0.1";
  if (host === "0.0.0.0" || host === "::") return `http://127.0.0.1:${port}`;
  return host.includes(":") ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

async function main() {
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.logLevel);
  const db = openDatabase(databaseLocation(env));
  const applied = await migrate(db);
  const seeded = await seedDatabase(db, undefined, env.brand);
  logger.info({ migrations: applied, seededPosts: seeded.inserted, database: databaseLabel(env), engine: db.engine }, "database ready");
  const [settings] = await createContentQueries(db).listPublished("site-settings");
  const overruled = settings ? variablesSettingsOverrule(env.brand, settings.document) : [];
  if (overruled.length > 0)
    logger.warn(
      { variables: overruled },
      "these REGION_* variables differ from the site settings staff keep in /admin/settings: pages show the settings; the variables only seed a new database (docs/decisions/0040-site-settings.md)",
    );

  const clientDir = join(process.cwd(), "dist", "client");
  const manifestPath = join(clientDir, "manifest.json");
  // In development the client is rebuilt while the server runs: read the manifest each time.
  let manifest: AssetManifest | null = null;
  const getManifest = () => {
    if (env.nodeEnv === "development") return readManifest(manifestPath);
    manifest ??= readManifest(manifestPath);
    return manifest;
  };
  getManifest();

  const delivery = await createDeliveryService({ db, env, logger });
  // Drawn social cards live beside the database (data/social-cards), in the same volume.
  const socialCardDir = join(dirname(env.databasePath === ":memory:" ? "data/app.db" : env.databasePath), "social-cards");
  const app = await createApp({ db, env, logger, getManifest, clientDir, delivery, socialCardDir });
  // Slow clients cannot hold sockets open: Node checks these two limits only every
  // connectionsCheckingInterval (30 s by default, so a 15 s limit fired after up to
  // 45 s); checking every second makes them fire when configured.
  const timeouts = {
    connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
    headersTimeout: env.headersTimeoutMs,
    requestTimeout: env.requestTimeoutMs,
  };
  const server = createServer(timeouts);
  const warmUp = new AbortController();
  const { track, shutdown } = gracefulShutdown({
    server,
    logger,
    stopBackground: () => {
      warmUp.abort();
      return Promise.all([delivery.stop(DELIVERY_GRACE_MS), app.flushLandingViews()]).then(() => undefined);
    },
    closeDatabase: () => db.close(),
  });
  server.on("request", track(app));
  server.listen(env.port, env.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.port;
    logger.info({ url: `http://localhost:${port}`, port, siteUrl: env.siteUrl, nodeEnv: env.nodeEnv }, "listening");
    // In the background: the server answers (and /healthz reports ready) from the start.
    if (env.warmUp)
      app
        .warmPageCache(ownOrigin(address, port), warmUp.signal)
        .then((report) => {
          if (report && !warmUp.signal.aborted) logger.info({ ...report, bytes: app.pageCache?.bytes }, "page cache warmed");
        })
        .catch((err: unknown) => logger.warn({ err }, "page cache warm-up stopped"))
        // Then every page's social card not yet on disk (docs/decisions/0021-social-cards.md).
        .then(() => app.warmSocialCards(warmUp.signal))
        .then((report) => {
          if (report && !warmUp.signal.aborted) logger.info(report, "social cards ready");
        })
        .catch((err: unknown) => logger.warn({ err }, "social card warm-up stopped"));
    // Jobs an earlier process left (a restart, a crash) go out now.
    delivery.start();
    logger.info(
      {
        mail: delivery.isMailDirectoryInUse ? `files in ${env.delivery.mailDir}` : "smtp",
        webhook: env.delivery.webhook !== null,
        worker: env.delivery.worker,
      },
      "lead delivery ready",
    );
  });
  server.keepAliveTimeout = 5_000;

  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  // The database cannot be reached or migrated: say so and stop (a supervisor restarts the process).
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});

import { createServer, type Server } from "node:http";
import { dirname, join } from "node:path";
import { createApp } from "./app";
import { openDatabase } from "./db/connection";
import { migrate } from "./db/migrate";
import { createDeliveryService } from "./delivery/delivery-service";
import { seedDatabase } from "./db/seed";
import { databaseLabel, databaseLocation, EnvError, parseEnv, type Env } from "./env";
import { createLogger } from "./logger";
import { readManifest, type AssetManifest } from "./ssr/asset-manifest";

// The only module with side effects: read the environment, open and migrate the
// database, listen, deliver leads, and shut down gracefully on SIGTERM/SIGINT.

const SHUTDOWN_LIMIT_MS = 10_000;
/** How long a send in flight may take to finish on shutdown; after that its lease brings it back on the next start. */
const DELIVERY_GRACE_MS = 8_000;
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
  const seeded = await seedDatabase(db);
  logger.info({ migrations: applied, seededPosts: seeded.inserted, database: databaseLabel(env), engine: db.engine }, "database ready");

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
  let closing = false;
  // Slow clients cannot hold sockets open: Node checks these two limits only every
  // connectionsCheckingInterval (30 s by default, so a 15 s limit fired after up to
  // 45 s); checking every second makes them fire when configured.
  const timeouts = {
    connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
    headersTimeout: env.headersTimeoutMs,
    requestTimeout: env.requestTimeoutMs,
  };
  // While shutting down, answers tell keep-alive clients to close, so no idle socket holds the exit.
  const server = createServer(timeouts, (req, res) => {
    if (closing) res.setHeader("Connection", "close");
    app(req, res);
  });
  const warmUp = new AbortController();
  server.listen(env.port, env.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.port;
    logger.info({ url: `http://localhost:${port}`, port, siteUrl: env.siteUrl, nodeEnv: env.nodeEnv }, "listening");
    // In the background: the server answers (and /healthz reports ready) from the start.
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

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    warmUp.abort();
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    // Stop accepting, let in-flight requests and sends finish, drop idle keep-alive sockets.
    const deliveryStopped = delivery.stop(DELIVERY_GRACE_MS);
    server.close(() => {
      void deliveryStopped
        .then(() => db.close())
        .catch((err: unknown) => logger.warn({ err }, "the database did not close cleanly"))
        .finally(() => {
          logger.info("stopped");
          process.exit(0);
        });
    });
    // Requests that were already in flight end as keep-alive; close each socket as soon as it is idle.
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  // The database cannot be reached or migrated: say so and stop (a supervisor restarts the process).
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});

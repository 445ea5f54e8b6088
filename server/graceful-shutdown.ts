import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "./logger";

// How the process ends on SIGTERM/SIGINT (docs/decisions/0013-lead-delivery.md, "Shutdown";
// docs/decisions/0019-node-24-and-guardrails.md). A container platform sends SIGKILL 10 s after
// SIGTERM, and a busy machine fires timers late, so the process plans to be gone well before:
// - a request the app is already answering finishes (a lead whose body is still arriving is
//   stored and acknowledged), for up to REQUEST_GRACE_MS;
// - a connection without such a request holds nothing worth waiting for: an idle keep-alive
//   socket, or a slow client still sending its headers. It is closed at once, so a crowd of
//   slow clients cannot hold the exit;
// - sends in flight get the delivery grace (index.ts), then the database closes;
// - at SHUTDOWN_LIMIT_MS the process exits whatever is left.

/** In-flight requests may finish for this long; then their connections are cut. */
export const REQUEST_GRACE_MS = 6_000;
/** Exit by then, whatever still runs: 2 s under the 10 s after which a container is killed. */
export const SHUTDOWN_LIMIT_MS = 8_000;
/** Answers finished while closing leave keep-alive sockets behind; they are closed this often. */
const IDLE_SWEEP_MS = 50;

export interface ShutdownDeps {
  server: Server;
  logger: Logger;
  /** Stops background work (cache warm-up, lead delivery); called at once, resolves when it has stopped. */
  stopBackground(): Promise<void>;
  /** Called once no request is left and the background work has stopped. */
  closeDatabase(): Promise<void>;
}

/** Tracks which connections carry a request the app is answering, and ends the process on `shutdown()`. */
export function gracefulShutdown(deps: ShutdownDeps) {
  const { server, logger } = deps;
  const sockets = new Set<Socket>();
  /** Requests each connection has in the app (more than one only when a client pipelines). */
  const busy = new Map<Socket, number>();
  let closing = false;

  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => {
      sockets.delete(socket);
      busy.delete(socket);
    });
  });

  /** Wraps the app's request listener: counts the request on its connection until its answer ends. */
  const track =
    (listener: (req: IncomingMessage, res: ServerResponse) => void) =>
    (req: IncomingMessage, res: ServerResponse): void => {
      const socket = req.socket;
      busy.set(socket, (busy.get(socket) ?? 0) + 1);
      res.once("close", () => {
        const left = (busy.get(socket) ?? 1) - 1;
        if (left > 0) busy.set(socket, left);
        else busy.delete(socket);
      });
      // While shutting down, answers tell keep-alive clients to close, so no idle socket holds the exit.
      if (closing) res.setHeader("Connection", "close");
      listener(req, res);
    };

  const dropSocketsWithoutRequest = () => {
    for (const socket of sockets) if (!busy.has(socket)) socket.destroy();
  };

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal, inFlight: busy.size, connections: sockets.size }, "shutting down");
    const limit = setTimeout(() => {
      logger.warn("shutdown did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    limit.unref();
    const cut = setTimeout(() => {
      if (busy.size > 0) logger.warn({ requests: busy.size }, "in-flight requests did not finish in time; closing their connections");
      server.closeAllConnections();
    }, REQUEST_GRACE_MS);
    cut.unref();
    const backgroundStopped = deps.stopBackground();
    server.close(() => {
      clearTimeout(cut);
      void backgroundStopped
        .then(() => deps.closeDatabase())
        .catch((err: unknown) => logger.warn({ err }, "the database did not close cleanly"))
        .finally(() => {
          logger.info("stopped");
          process.exit(0);
        });
    });
    dropSocketsWithoutRequest();
    setInterval(dropSocketsWithoutRequest, IDLE_SWEEP_MS).unref();
  };

  return { track, shutdown };
}

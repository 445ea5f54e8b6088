import { Worker } from "node:worker_threads";
import type { SocialCard } from "../../shared/social-card";
import { bundleEntry } from "../bundle-entry";
import type { CardAssets } from "./card-assets";

// Cards are drawn in one worker thread, so the main thread's event loop keeps answering
// requests while satori and resvg work. Its entry file: server/bundle-entry.ts.

type Pending = { resolve: (png: Buffer) => void; reject: (error: Error) => void };

function startWorker(): Worker {
  const entry = bundleEntry("card-worker", new URL("./card-worker.ts", import.meta.url));
  return new Worker(entry.url, { execArgv: entry.execArgv });
}

export interface CardDrawing {
  draw(card: SocialCard, assets: CardAssets): Promise<Buffer>;
}

export function createCardDrawing(): CardDrawing {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    worker = null;
  };

  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const started = startWorker();
    started.on("message", (message: { id: number; png?: Uint8Array; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.png) waiting.resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength));
      else waiting.reject(new Error(message.error ?? "the card could not be drawn"));
      // Idle: the worker must not keep the process alive.
      if (pending.size === 0) started.unref();
    });
    started.on("error", failAll);
    started.on("exit", () => failAll(new Error("the card worker stopped")));
    worker = started;
    return started;
  };

  return {
    draw(card, assets) {
      const target = ensureWorker();
      target.ref();
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.postMessage({ id, card, assets });
      });
    },
  };
}

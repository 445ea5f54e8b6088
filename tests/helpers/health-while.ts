import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppListener } from "../../server/app";

/**
 * Asks the app's /healthz again and again (each as soon as the last answered, at least 50 ms
 * apart) until `work` settles, on a server of its own. The app answers in the test's own
 * process, so a job that held the event loop would hold these answers for as long as it ran.
 * Returns the slowest answer and how many came while the work ran.
 */
export async function healthWhile(app: AppListener, work: Promise<unknown>): Promise<{ slowestMs: number; answers: number }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let done = false;
  void work.finally(() => (done = true)).catch(() => {});
  let slowestMs = 0;
  let answers = 0;
  try {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${origin}/healthz`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      answers++;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return { slowestMs, answers };
}

import { describe, expect, test } from "vitest";
import { migrate } from "../../server/db/migrate";
import { createOutboxQueries } from "../../server/db/outbox.queries";
import { systemClock } from "../../server/delivery/clock";
import { createDeliveryWorker } from "../../server/delivery/worker";
import { createLogger } from "../../server/logger";
import { freshDatabase, reopenDatabase, run, testEngine, value } from "../helpers/test-db";

// The worker shares its thread with the site's requests (server/delivery/request-pressure.ts).

async function outboxWithJobs(count: number) {
  const db = await freshDatabase();
  await migrate(db);
  await run(
    db,
    `INSERT INTO leads (id, created_at, contact_form_type, email) VALUES (1, '2026-03-01T00:00:00.000Z', 'contact-form', 'a@b.example')`,
  );
  const outbox = createOutboxQueries(db);
  const add = async (n: number) => {
    for (let i = 0; i < n; i++)
      await outbox.add({ leadId: 1, channel: "team-email", idempotencyKey: `<${Math.random()}@x>` }, Date.now() - 1);
  };
  await add(count);
  return { db, outbox, add };
}

describe("the delivery worker", () => {
  test("sends one job at a time, pausing 19 times as long as each took, while requests are being answered; in parallel when quiet", async () => {
    const { db, outbox, add } = await outboxWithJobs(4);
    let isBusy = true;
    let running = 0;
    let mostAtOnce = 0;
    const starts: number[] = [];
    const ends: number[] = [];
    const worker = createDeliveryWorker({
      outbox,
      clock: systemClock,
      logger: createLogger("silent"),
      isBusy: () => isBusy,
      busyGapMs: 10,
      handle: async () => {
        starts.push(performance.now());
        mostAtOnce = Math.max(mostAtOnce, ++running);
        await new Promise((r) => setTimeout(r, 5));
        ends.push(performance.now());
        running--;
      },
    });
    await worker.drain();
    expect(starts).toHaveLength(4);
    expect(mostAtOnce).toBe(1);
    for (let i = 1; i < starts.length; i++) {
      // A job of about 5 ms (a timer may fire a little early) is followed by a pause 19 times as long.
      expect(starts[i]! - ends[i - 1]!).toBeGreaterThanOrEqual(19 * (ends[i - 1]! - starts[i - 1]!) - 2);
      expect(starts[i]! - ends[i - 1]!).toBeGreaterThanOrEqual(70);
    }

    isBusy = false;
    mostAtOnce = 0;
    await add(8);
    await worker.drain();
    expect(mostAtOnce).toBe(4);
    expect(await value(db, "SELECT COUNT(*) FROM outbox_jobs WHERE state = 'delivered'")).toBe(12);
  });

  test.runIf(testEngine === "postgres")(
    "two instances sharing one outbox send every job exactly once (PostgreSQL: FOR UPDATE SKIP LOCKED)",
    async () => {
      const { db } = await outboxWithJobs(40);
      const sent: number[] = [];
      const workerOn = (outbox: ReturnType<typeof createOutboxQueries>) =>
        createDeliveryWorker({
          outbox,
          clock: systemClock,
          logger: createLogger("silent"),
          concurrency: 3,
          handle: async (job) => {
            sent.push(job.id);
            await new Promise((r) => setTimeout(r, 2));
          },
        });
      const first = workerOn(createOutboxQueries(db));
      const second = workerOn(createOutboxQueries(reopenDatabase(db)));
      await Promise.all([first.drain(), second.drain()]);
      expect(sent).toHaveLength(40);
      expect(new Set(sent).size).toBe(40);
      expect(await value(db, "SELECT COUNT(*) FROM outbox_jobs WHERE state = 'delivered' AND attempts = 1")).toBe(40);
    },
  );
});

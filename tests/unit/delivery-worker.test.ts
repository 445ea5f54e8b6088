import { describe, expect, test } from "vitest";
import { openDatabase } from "../../server/db/connection";
import { migrate } from "../../server/db/migrate";
import { createOutboxQueries } from "../../server/db/outbox.queries";
import { systemClock } from "../../server/delivery/clock";
import { createDeliveryWorker } from "../../server/delivery/worker";
import { createLogger } from "../../server/logger";

// The worker shares its thread with the site's requests (server/delivery/request-pressure.ts).

function outboxWithJobs(count: number) {
  const db = openDatabase(":memory:");
  migrate(db);
  db.prepare(
    `INSERT INTO leads (id, created_at, contact_form_type, email) VALUES (1, '2026-03-01T00:00:00.000Z', 'contact-form', 'a@b.example')`,
  ).run();
  const outbox = createOutboxQueries(db);
  const add = (n: number) => {
    for (let i = 0; i < n; i++) outbox.add({ leadId: 1, channel: "team-email", idempotencyKey: `<${Math.random()}@x>` }, Date.now() - 1);
  };
  add(count);
  return { db, outbox, add };
}

describe("the delivery worker", () => {
  test("sends one job at a time, pausing 19 times as long as each took, while requests are being answered; in parallel when quiet", async () => {
    const { db, outbox, add } = outboxWithJobs(4);
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
      // A job of at least 5 ms is followed by a pause of at least 19 × 5 ms.
      expect(starts[i]! - ends[i - 1]!).toBeGreaterThanOrEqual(19 * (ends[i - 1]! - starts[i - 1]!) - 2);
      expect(starts[i]! - ends[i - 1]!).toBeGreaterThanOrEqual(94);
    }

    isBusy = false;
    mostAtOnce = 0;
    add(8);
    await worker.drain();
    expect(mostAtOnce).toBe(4);
    expect(db.prepare("SELECT COUNT(*) FROM outbox_jobs WHERE state = 'delivered'").pluck().get()).toBe(12);
  });
});

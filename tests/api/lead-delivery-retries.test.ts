import { row, value } from "../helpers/test-db";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { fakeClock } from "../helpers/fake-clock";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink";
import type { TestApp } from "../helpers/test-app";
import { humanControls } from "../helpers/lead-controls";

// An SMTP outage: each failed delivery is tried again after about 1 min, 5 min,
// 30 min, 2 h and 12 h, then marked failed; "Send again" in the staff area sends it,
// with the same Message-ID. Time is a clock the test moves.

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

let testApp: TestApp | null = null;
afterEach(async () => {
  await testApp?.delivery.stop();
  testApp = null;
  sink.messages.length = 0;
  sink.seenMessageIds.length = 0;
  sink.refuseWith(null);
});

const MINUTE = 60_000;
const lead = { contactFormType: "contact-us-page-contact-form", name: "Ola Berg", email: "ola@fjord.example", message: "Hello" };

interface JobRow {
  id: number;
  channel: string;
  state: string;
  attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
  idempotency_key: string;
}

describe("retries of a failed delivery", () => {
  test("follow the schedule, then the job is failed; Send again delivers it with the same Message-ID", async () => {
    const clock = fakeClock();
    const start = clock.now();
    testApp = await createAdminTestApp({ env: { SMTP_URL: sink.url }, delivery: { clock } });
    const { delivery, db } = testApp;
    const teamJob = async () => (await row(db, "SELECT * FROM outbox_jobs WHERE channel = 'team-email'")) as JobRow;
    sink.refuseWith({ code: 451, message: "Mailbox busy, try again later" });

    expect(
      (
        await request(testApp.app)
          .post("/api/contacts")
          .send({ ...lead, ...humanControls() })
      ).status,
    ).toBe(201);
    await delivery.worker.drain();
    expect((await teamJob()).last_error).toMatch(/451.*Mailbox busy/);

    // Each wait, to the millisecond: a moment early nothing happens, on time the next attempt runs.
    let due = start;
    for (const [index, minutes] of [1, 5, 30, 120, 720].entries()) {
      due += minutes * MINUTE;
      expect(await teamJob()).toMatchObject({ state: "pending", attempts: index + 1, next_attempt_at: due });
      clock.set(due - 1);
      await delivery.worker.drain();
      expect((await teamJob()).attempts).toBe(index + 1);
      clock.set(due);
      await delivery.worker.drain();
      expect((await teamJob()).attempts).toBe(index + 2);
    }
    expect(await teamJob()).toMatchObject({ state: "failed", attempts: 6, next_attempt_at: null });
    clock.advance(24 * 60 * MINUTE);
    await delivery.worker.drain();
    expect((await teamJob()).attempts).toBe(6);
    expect(sink.messages).toHaveLength(0);

    const admin = asAdmin(testApp.app, await signIn(testApp.app));
    const failed = (await admin.get("/api/admin/outbox?state=failed")).body.jobs;
    expect(failed).toEqual([
      expect.objectContaining({ channel: "visitor-email", state: "failed", attempts: 6, leadEmail: "ola@fjord.example" }),
      expect.objectContaining({
        channel: "team-email",
        state: "failed",
        attempts: 6,
        leadEmail: "ola@fjord.example",
        lastError: expect.stringMatching(/451/),
      }),
    ]);
    expect((await admin.get("/api/admin/outbox?state=pending")).body.jobs).toEqual([]);

    sink.refuseWith(null);
    const job = await teamJob();
    const resent = await admin.post(`/api/admin/deliveries/${job.id}/resend`);
    expect(resent.status).toBe(202);
    expect(resent.body).toMatchObject({ id: job.id, state: "pending", attempts: 0, idempotencyKey: job.idempotency_key });
    await delivery.worker.drain();
    expect(await teamJob()).toMatchObject({ state: "delivered", attempts: 1, last_error: null });
    expect(sink.messages.map((m) => m.header("message-id"))).toEqual([job.idempotency_key]);
    // All seven attempts (six refused, one accepted) carried the same Message-ID.
    expect(sink.seenMessageIds.filter((id) => id === job.idempotency_key)).toHaveLength(7);
    const detail = (await admin.get(`/api/admin/leads/${(await value(db, "SELECT id FROM leads")) as number}`)).body;
    expect(detail.deliveries.map((d: { channel: string; state: string }) => `${d.channel}:${d.state}`)).toEqual([
      "team-email:delivered",
      "visitor-email:failed",
    ]);
  });

  test("a recovered server gets the queued emails at the next attempt, none lost", async () => {
    const clock = fakeClock();
    testApp = await createAdminTestApp({ env: { SMTP_URL: sink.url }, delivery: { clock } });
    sink.refuseWith({ code: 421, message: "Service not available" });
    for (let i = 0; i < 5; i++)
      await request(testApp.app)
        .post("/api/contacts")
        .send({ ...lead, email: `lead${i}@fjord.example`, ...humanControls() });
    await testApp.delivery.worker.drain();
    expect(sink.messages).toHaveLength(0);
    sink.refuseWith(null);
    clock.advance(MINUTE);
    await testApp.delivery.worker.drain();
    expect(sink.messages).toHaveLength(10);
    expect(new Set(sink.messages.map((m) => m.header("message-id"))).size).toBe(10);
  });

  test("Send again answers 404 for an unknown delivery", async () => {
    testApp = await createAdminTestApp();
    const admin = asAdmin(testApp.app, await signIn(testApp.app));
    expect((await admin.post("/api/admin/deliveries/999/resend")).status).toBe(404);
    const bad = await admin.get("/api/admin/outbox?state=lost");
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.state).toBeDefined();
  });
});

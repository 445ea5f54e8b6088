import { column, row } from "../helpers/test-db";
import { createHmac } from "node:crypto";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { WEBHOOK_TIMEOUT_MS } from "../../server/delivery/webhook-sender";
import { fakeClock } from "../helpers/fake-clock";
import { exitPopupLead } from "../helpers/lead-payloads";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { startWebhookReceiver, type WebhookCall, type WebhookReceiver } from "../helpers/webhook-receiver";
import { humanControls } from "../helpers/lead-controls";

// LEAD_WEBHOOK_URL: every lead is POSTed to the CRM as JSON and signed as Standard
// Webhooks says; the receiver here checks the signature the way a CRM would.

const KEY = Buffer.from("a-32-byte-secret-for-the-webhook", "utf8");
const WHSEC = `whsec_${KEY.toString("base64")}`;

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

let testApp: TestApp | null = null;
afterEach(async () => {
  await testApp?.delivery.stop();
  testApp = null;
  receiver.calls.length = 0;
  receiver.answerWith(204);
});

/** What a receiver computes: base64 HMAC-SHA256 of "id.timestamp.body" with the secret's bytes. */
function isSignedWith(key: Buffer, call: WebhookCall): boolean {
  const id = String(call.headers["webhook-id"]);
  const timestamp = String(call.headers["webhook-timestamp"]);
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${call.body}`).digest("base64");
  return String(call.headers["webhook-signature"]).split(" ").includes(`v1,${expected}`);
}

async function webhookApp(secret: string, options: { clock?: ReturnType<typeof fakeClock>; timeoutMs?: number } = {}) {
  testApp = await createTestApp({
    env: { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: secret },
    delivery: { clock: options.clock, webhookTimeoutMs: options.timeoutMs },
  });
  return testApp;
}

async function postLead(app: TestApp) {
  const res = await request(app.app)
    .post("/api/contacts")
    .set("Referer", "https://agency.test/?utm_source=google")
    .send({ ...exitPopupLead, ...humanControls() });
  expect(res.status).toBe(201);
  await app.delivery.worker.drain();
  return res.body.id as number;
}

const webhookJob = async (app: TestApp) =>
  (await row(app.db, "SELECT state, attempts, last_error, idempotency_key FROM outbox_jobs WHERE channel = 'webhook'")) as {
    state: string;
    attempts: number;
    last_error: string | null;
    idempotency_key: string;
  };

describe("the lead webhook", () => {
  test("posts the lead as JSON with Standard Webhooks headers that verify with the whsec_ secret", async () => {
    const clock = fakeClock("2026-03-02T09:00:00.000Z");
    const app = await webhookApp(WHSEC, { clock });
    const id = await postLead(await app);
    expect(receiver.calls).toHaveLength(1);
    const [call] = receiver.calls;
    expect(call!.headers["content-type"]).toBe("application/json");
    expect(call!.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(call!.headers["webhook-id"]).toBe((await webhookJob(await app)).idempotency_key);
    expect(call!.headers["webhook-timestamp"]).toBe(String(Date.parse("2026-03-02T09:00:00.000Z") / 1000));
    expect(isSignedWith(KEY, call!)).toBe(true);
    expect(isSignedWith(Buffer.from("another-secret-another-secret!!"), call!)).toBe(false);
    const body = JSON.parse(call!.body);
    expect(body).toMatchObject({
      type: "lead.created",
      data: {
        id,
        formType: "exit-popup-contact-form",
        formName: "Exit-intent popup",
        lead: { email: "owner@agency.example", service: "SEO Services", source: "exit_intent_popup" },
        discountCode: expect.stringMatching(/^SEO30-/),
        referrerPage: "https://agency.test/?utm_source=google",
        staffUrl: `https://agency.test/admin/leads/${id}`,
        language: "en",
      },
    });
    expect(await webhookJob(await app)).toMatchObject({ state: "delivered", attempts: 1 });
  });

  test("a plain (not whsec_) secret signs with its own bytes", async () => {
    const plain = "plain-shared-secret-of-some-length";
    const app = await webhookApp(plain);
    await postLead(await app);
    expect(isSignedWith(Buffer.from(plain, "utf8"), receiver.calls[0]!)).toBe(true);
  });

  test("an error answer is retried a minute later with the same id and body, signed for the new time", async () => {
    const clock = fakeClock();
    const app = await webhookApp(WHSEC, { clock });
    receiver.answerWith(503);
    await postLead(await app);
    expect(await webhookJob(await app)).toMatchObject({
      state: "pending",
      attempts: 1,
      last_error: "The webhook answered 503 Service Unavailable",
    });
    receiver.answerWith(200);
    clock.advance(60_000);
    await (await app).delivery.worker.drain();
    expect(await webhookJob(await app)).toMatchObject({ state: "delivered", attempts: 2 });
    const [first, second] = receiver.calls;
    expect(second!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
    expect(second!.body).toBe(first!.body);
    expect(Number(second!.headers["webhook-timestamp"]) - Number(first!.headers["webhook-timestamp"])).toBe(60);
    expect(isSignedWith(KEY, second!)).toBe(true);
  });

  test("a redirect is not a delivery", async () => {
    const app = await webhookApp(WHSEC);
    receiver.answerWith(302);
    await postLead(await app);
    expect(await webhookJob(await app)).toMatchObject({ state: "pending", last_error: "The webhook answered 302 Found" });
  });

  test("a receiver that does not answer in time is retried (10 s in production)", async () => {
    expect(WEBHOOK_TIMEOUT_MS).toBe(10_000);
    const app = await webhookApp(WHSEC, { timeoutMs: 200 });
    receiver.answerWith("never");
    await postLead(await app);
    expect(receiver.calls).toHaveLength(1);
    expect(await webhookJob(await app)).toMatchObject({
      state: "pending",
      attempts: 1,
      last_error: "No answer from the webhook within 0.2 s",
    });
  });

  test("without LEAD_WEBHOOK_URL no webhook job is queued", async () => {
    testApp = await createTestApp();
    const res = await request(testApp.app)
      .post("/api/contacts")
      .send({ ...exitPopupLead, ...humanControls() });
    expect(await column(testApp.db, "SELECT channel FROM outbox_jobs WHERE lead_id = ? ORDER BY channel", res.body.id)).toEqual([
      "team-email",
      "visitor-email",
    ]);
  });
});

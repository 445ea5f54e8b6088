import { freshDatabase, run } from "../helpers/test-db";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { migrate } from "../../server/db/migrate";
import { h1, linkIn, newsletterTestKit, subscriptionOf as subscription, tokenOf } from "../helpers/newsletter";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink";

// Every newsletter email can be unsubscribed from with one click (RFC 8058), and a
// person opening the link gets a page. Addresses from before double opt-in stay subscribed.

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const kit = newsletterTestKit(() => sink);
afterEach(() => kit.cleanUp());
const { signUp, confirmations } = kit;
const newsletterApp = kit.app;

describe("unsubscribing", () => {
  async function confirmedReader() {
    const app = await newsletterApp();
    await signUp(app);
    const mail = confirmations()[0]!;
    await request(app.app)
      .post("/api/newsletter/confirm")
      .send({ token: tokenOf(linkIn(mail.text, "/newsletter/confirm")) });
    return { app, link: linkIn(mail.header("list-unsubscribe"), "/newsletter/unsubscribe") };
  }

  test("a mail program's one-click POST to the List-Unsubscribe address unsubscribes at once, without a redirect", async () => {
    const { app, link } = await confirmedReader();
    const res = await request(app.app).post(link).type("form").send("List-Unsubscribe=One-Click");
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/unsubscribed/);
    expect((await subscription(app)).unsubscribed_at).toEqual(expect.any(String));
    expect(h1((await request(app.app).get(link)).text)).toBe("You're unsubscribed");
  });

  test("opening the link shows a page; its button unsubscribes", async () => {
    const { app, link } = await confirmedReader();
    const page = await request(app.app).get(link);
    expect(page.status).toBe(200);
    expect(h1(page.text)).toBe("Unsubscribe from the newsletter");
    expect(page.text).toContain("r***@agency.example");
    expect((await subscription(app)).unsubscribed_at).toBeNull();
    const posted = await request(app.app)
      .post("/api/newsletter/unsubscribe")
      .type("form")
      .send({ token: tokenOf(link) });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(link);
    expect((await subscription(app)).unsubscribed_at).toEqual(expect.any(String));
    // Signing up again needs a new confirmation.
    const again = await signUp(app);
    expect(again.body.subscription).toBe("pending");
    expect(confirmations()).toHaveLength(2);
    expect(await subscription(app)).toMatchObject({ confirmed_at: null, unsubscribed_at: null });
  });

  test("an unknown token unsubscribes nobody", async () => {
    const { app } = await confirmedReader();
    expect((await request(app.app).post("/newsletter/unsubscribe?token=u1.0.AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await request(app.app).get("/newsletter/unsubscribe?token=nope")).status).toBe(404);
    expect((await subscription(app)).unsubscribed_at).toBeNull();
  });

  test("the link pages are not in the sitemap", async () => {
    const app = await newsletterApp();
    expect((await request(app.app).get("/sitemap.xml")).text).not.toContain("/newsletter/");
  });
});

describe("addresses subscribed before double opt-in", () => {
  test("stay subscribed, marked as such, and are not asked to confirm", async () => {
    const db = await freshDatabase();
    await migrate(db, { upTo: 3 });
    await run(
      db,
      `INSERT INTO leads (id, created_at, contact_form_type, email) VALUES (1, '2026-01-05T10:00:00.000Z', 'newsletter-contact-form', 'early@agency.example')`,
    );
    await run(
      db,
      `INSERT INTO newsletter_subscriptions (email_key, lead_id, subscribed_at) VALUES ('early@agency.example', 1, '2026-01-05T10:00:00.000Z')`,
    );
    await migrate(db);
    const app = await newsletterApp({ db });
    expect(await subscription(app)).toEqual({
      confirmed_at: "2026-01-05T10:00:00.000Z",
      confirmed_via: "before-double-opt-in",
      unsubscribed_at: null,
    });
    const again = await signUp(app, "early@agency.example");
    expect(again.body.subscription).toBe("subscribed");
    expect(confirmations()).toHaveLength(0);
  });
});

import { freshDatabase, value } from "../helpers/test-db";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { migrate } from "../../server/db/migrate";
import { fakeClock } from "../helpers/fake-clock";
import { parseHtml } from "../helpers/html";
import { h1, linkIn, newsletterTestKit, subscriptionOf as subscription, tokenOf } from "../helpers/newsletter";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink";
import { humanControls } from "../helpers/lead-controls";
import { de } from "../../shared/i18n/de";
import { localizeApiMessage } from "../../shared/i18n/api-messages";
import { newsletterLinksDe } from "../../shared/i18n/pages/newsletter-links.de";
import { newsletterLinksEn } from "../../shared/i18n/pages/newsletter-links.en";

// Double opt-in: a sign-up counts only once the emailed link is clicked; the link
// is signed and expires; a forged one is refused.

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const kit = newsletterTestKit(() => sink);
afterEach(() => kit.cleanUp());
const { signUp, confirmations } = kit;
const newsletterApp = kit.app;

describe("signing up", () => {
  test("stores an unconfirmed subscription and emails a confirmation link with one-click unsubscribe headers", async () => {
    const app = await newsletterApp();
    const res = await signUp(app);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subscription: "pending", message: expect.stringMatching(/check your inbox/i) });
    expect(await subscription(app)).toEqual({ confirmed_at: null, confirmed_via: null, unsubscribed_at: null });

    const [mail] = confirmations();
    expect(mail!.header("to")).toBe("Kim <reader@agency.example>");
    expect(mail!.header("subject")).toBe("Please confirm your subscription to the Northbeam Studio newsletter");
    expect(mail!.text).toContain("https://agency.test/newsletter/confirm?token=");
    expect(mail!.text).toContain("The link works for 7 days.");
    const unsubscribe = linkIn(mail!.header("list-unsubscribe"), "/newsletter/unsubscribe");
    expect(mail!.header("list-unsubscribe")).toBe(
      `<https://agency.test${unsubscribe}>, <mailto:hello@northbeam.example?subject=unsubscribe>`,
    );
    expect(mail!.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    // The team hears of the sign-up like of any lead.
    expect(sink.messages.find((m) => m.header("subject") === "New lead via Newsletter sign-up: Kim")).toBeDefined();
  });

  test("a repeat sign-up of an unconfirmed address sends the link again, at most once a minute", async () => {
    const clock = fakeClock();
    const app = await newsletterApp({ delivery: { clock } });
    await signUp(app);
    clock.advance(10_000);
    const soon = await signUp(app, "Reader@Agency.example");
    expect(soon.status).toBe(200);
    expect(soon.body).toMatchObject({ subscription: "pending", message: expect.stringMatching(/new confirmation link/) });
    expect(confirmations()).toHaveLength(1);
    clock.advance(60_000);
    await signUp(app);
    const [first, second] = confirmations();
    expect(second).toBeDefined();
    expect(second!.header("message-id")).not.toBe(first!.header("message-id"));
    expect(await value(app.db, "SELECT COUNT(*) FROM leads")).toBe(1);
  });
});

describe("the confirmation link", () => {
  test("opens a page whose button confirms; only then is the address subscribed", async () => {
    const app = await newsletterApp();
    await signUp(app);
    const link = linkIn(confirmations()[0]!.text, "/newsletter/confirm");

    const page = await request(app.app).get(link);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    const doc = parseHtml(page.text);
    expect(h1(page.text)).toBe("Confirm your subscription");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
    expect(doc.querySelector('form[action="/api/newsletter/confirm"] input[name="token"]')?.getAttribute("value")).toBe(tokenOf(link));
    // What the page's loader reads in the browser, by client navigation.
    const status = await request(app.app).get(`/api/newsletter/link?kind=confirm&token=${encodeURIComponent(tokenOf(link))}`);
    expect(status.body).toEqual({ state: "ready", email: "r***@agency.example", region: "US" });
    expect((await request(app.app).get(`/api/newsletter/link?kind=other&token=x`)).body.fieldErrors.kind).toBeDefined();
    expect((await subscription(app)).confirmed_at).toBeNull();

    const posted = await request(app.app)
      .post("/api/newsletter/confirm")
      .type("form")
      .send({ token: tokenOf(link) });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(link);
    expect(await subscription(app)).toMatchObject({ confirmed_at: expect.any(String), confirmed_via: "email-link", unsubscribed_at: null });
    expect(h1((await request(app.app).get(link)).text)).toBe("You're subscribed!");

    const again = await signUp(app);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ subscription: "subscribed", message: expect.stringMatching(/already subscribed/) });
    expect(confirmations()).toHaveLength(1);
  });

  test("each answer to a sign-up is one a German page can put into German (the API's message catalogue)", async () => {
    const app = await newsletterApp();
    const answers: string[] = [(await signUp(app)).body.message, (await signUp(app)).body.message];
    const link = linkIn(confirmations()[0]!.text, "/newsletter/confirm");
    await request(app.app)
      .post("/api/newsletter/confirm")
      .type("form")
      .send({ token: tokenOf(link) });
    answers.push((await signUp(app)).body.message);
    expect(new Set(answers).size).toBe(3);
    for (const message of answers) expect(localizeApiMessage(message, de.apiMessages), message).not.toBe(message);
  });

  test("an expired link is refused and offers a new sign-up", async () => {
    const clock = fakeClock();
    const app = await newsletterApp({ delivery: { clock } });
    await signUp(app);
    const link = linkIn(confirmations()[0]!.text, "/newsletter/confirm");
    clock.advance(7 * 86_400_000 + 1_000);
    const page = await request(app.app).get(link);
    expect(page.status).toBe(410);
    expect(h1(page.text)).toBe("This link has expired");
    expect(parseHtml(page.text).querySelector('form[aria-label="Newsletter sign-up"]')).not.toBeNull();
    const posted = await request(app.app)
      .post("/api/newsletter/confirm")
      .send({ token: tokenOf(link) });
    expect(posted.status).toBe(410);
    expect(posted.body).toMatchObject({ state: "expired", message: expect.stringMatching(/expired/) });
    expect((await subscription(app)).confirmed_at).toBeNull();
  });

  test("a forged or altered token is refused", async () => {
    const app = await newsletterApp();
    await signUp(app);
    const token = tokenOf(linkIn(confirmations()[0]!.text, "/newsletter/confirm"));
    const [payload, expiry, signature] = token.split(".") as [string, string, string];
    const forged = [
      `c2.${expiry}.${signature}`, // another subscription
      `${payload}.${Number(expiry) + 86_400}.${signature}`, // a longer life
      // another signature: its first character changed, so it differs whatever it was
      `${payload}.${expiry}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`,
      `u${payload.slice(1)}.${expiry}.${signature}`, // the other kind of link
      "not-a-token",
    ];
    for (const bad of forged) {
      const page = await request(app.app).get(`/newsletter/confirm?token=${encodeURIComponent(bad)}`);
      expect(page.status, bad).toBe(404);
      expect(h1(page.text)).toBe("This link isn't valid");
      const posted = await request(app.app).post("/api/newsletter/confirm").send({ token: bad });
      expect(posted.status, bad).toBe(404);
    }
    expect((await request(app.app).post("/api/newsletter/confirm").send({})).body.fieldErrors.token).toBeDefined();
    expect((await subscription(app)).confirmed_at).toBeNull();
  });

  test("links stay valid across a restart, and are worthless to a database with another secret", async () => {
    const db = await freshDatabase();
    await migrate(db);
    const before = await newsletterApp({ db });
    await signUp(before);
    const token = tokenOf(linkIn(confirmations()[0]!.text, "/newsletter/confirm"));
    const otherSecret = await newsletterApp({ db, env: { NEWSLETTER_TOKEN_SECRET: "x".repeat(40) } });
    expect((await request(otherSecret.app).post("/api/newsletter/confirm").send({ token })).status).toBe(404);
    const restarted = await newsletterApp({ db });
    expect((await request(restarted.app).post("/api/newsletter/confirm").send({ token })).body).toMatchObject({ state: "done" });
  });
});

// docs/decisions/0017-copy-per-language-and-currency.md: the link pages have one address, and
// speak the language of the region the sign-up came from (stored with the subscription, migration 007).
describe("a subscriber who signed up on a German page", () => {
  const germanConfirmations = () => sink.messages.filter((m) => m.header("subject").startsWith("Bitte bestätigen Sie Ihr Abonnement"));
  const signUpFrom = async (app: Awaited<ReturnType<typeof newsletterApp>>, page: string, region: string) => {
    const res = await request(app.app)
      .post("/api/contacts")
      .set("Referer", `https://agency.test${page}`)
      .send({
        contactFormType: "newsletter-contact-form",
        source: "newsletter_page",
        email: "leser@agentur.example",
        region,
        ...humanControls(),
      });
    await app.delivery.worker.drain();
    return res;
  };

  test("gets the confirmation email and both link pages in German, with lang de-DE and links to the German site", async () => {
    const app = await newsletterApp();
    expect((await signUpFrom(app, "/de/newsletter", "DE")).status).toBe(201);
    expect(await value(app.db, "SELECT region FROM newsletter_subscriptions")).toBe("DE");
    const [mail] = germanConfirmations();
    const link = linkIn(mail!.text, "/newsletter/confirm");

    const page = await request(app.app).get(link);
    expect(page.status).toBe(200);
    const doc = parseHtml(page.text);
    expect(doc.querySelector("html")?.getAttribute("lang")).toBe("de-DE");
    expect(doc.querySelector("title")?.textContent).toBe(`${newsletterLinksDe.confirm.meta.title} | Northbeam Studio`);
    expect(h1(page.text)).toBe(newsletterLinksDe.confirm.title);
    expect(doc.querySelector('form[action="/api/newsletter/confirm"] button')?.textContent).toBe(newsletterLinksDe.confirm.button);
    // The shell speaks German too, and its links lead to the German pages.
    expect(doc.querySelector('nav a[href="/de/services"]')?.textContent).toBe(de.nav.services);
    expect(page.text).not.toContain(newsletterLinksEn.confirm.question);

    await request(app.app)
      .post("/api/newsletter/confirm")
      .type("form")
      .send({ token: tokenOf(link) });
    const done = await request(app.app).get(link);
    expect(h1(done.text)).toBe(newsletterLinksDe.confirm.doneTitle);
    expect(parseHtml(done.text).querySelector(`main a[href="/de/blog"]`)?.textContent).toBe(newsletterLinksDe.confirm.readBlog);

    const unsubscribe = await request(app.app).get(linkIn(mail!.header("list-unsubscribe"), "/newsletter/unsubscribe"));
    expect(parseHtml(unsubscribe.text).querySelector("html")?.getAttribute("lang")).toBe("de-DE");
    expect(h1(unsubscribe.text)).toBe(newsletterLinksDe.unsubscribe.title);
  });

  test("a US sign-up keeps English pages, and a link that is not ours, whose subscriber is unknown, is English", async () => {
    const app = await newsletterApp();
    await signUp(app);
    expect(await value(app.db, "SELECT region FROM newsletter_subscriptions")).toBe("US");
    const page = await request(app.app).get(linkIn(confirmations()[0]!.text, "/newsletter/confirm"));
    expect(parseHtml(page.text).querySelector("html")?.getAttribute("lang")).toBe("en-US");
    expect(h1(page.text)).toBe(newsletterLinksEn.confirm.title);
    const forged = await request(app.app).get("/newsletter/confirm?token=not-a-token");
    expect(parseHtml(forged.text).querySelector("html")?.getAttribute("lang")).toBe("en-US");
    expect(h1(forged.text)).toBe(newsletterLinksEn.confirm.problems.invalid.title);
  });

  test("signing up again from a German page sends the new link in German, and its page follows", async () => {
    const clock = fakeClock();
    const app = await newsletterApp({ delivery: { clock } });
    await signUp(app, "leser@agentur.example");
    clock.advance(61_000);
    expect((await signUpFrom(app, "/de/newsletter", "DE")).status).toBe(200);
    expect(await value(app.db, "SELECT region FROM newsletter_subscriptions")).toBe("DE");
    const [again] = germanConfirmations();
    expect(h1((await request(app.app).get(linkIn(again!.text, "/newsletter/confirm"))).text)).toBe(newsletterLinksDe.confirm.title);
  });
});

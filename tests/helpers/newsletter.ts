import { row } from "./test-db";
import request from "supertest";
import type { SmtpSink } from "./smtp-sink";
import { parseHtml } from "./html";
import { createTestApp, type TestApp } from "./test-app";
import { humanControls } from "./lead-controls";

// Newsletter double opt-in in API tests: apps that email through a test SMTP
// server, the sign-up, and what the confirmation email and its links carry.

export function newsletterTestKit(sink: () => SmtpSink) {
  const running: TestApp[] = [];
  return {
    /** Call from afterEach: stops the apps' workers and forgets the emails. */
    async cleanUp() {
      for (const app of running.splice(0)) await app.delivery.stop();
      sink().messages.length = 0;
    },
    async app(options: Parameters<typeof createTestApp>[0] = {}) {
      const app = await createTestApp({ ...options, env: { SMTP_URL: sink().url, ...options.env } });
      running.push(app);
      return app;
    },
    async signUp(app: TestApp, email = "reader@agency.example", name = "Kim") {
      const res = await request(app.app)
        .post("/api/contacts")
        .send({ contactFormType: "newsletter-contact-form", source: "newsletter_page", email, name, ...humanControls() });
      await app.delivery.worker.drain();
      return res;
    },
    confirmations: () => sink().messages.filter((m) => m.header("subject").startsWith("Please confirm your subscription")),
  };
}

/** The site path and token of a newsletter link found in a text or header. */
export const linkIn = (text: string, path: string) => new RegExp(`https://agency\\.test(${path}\\?token=[A-Za-z0-9._-]+)`).exec(text)![1]!;
export const tokenOf = (link: string) => new URL(link, "https://agency.test").searchParams.get("token")!;
export const subscriptionOf = async (app: TestApp) =>
  (await row(app.db, "SELECT confirmed_at, confirmed_via, unsubscribed_at FROM newsletter_subscriptions")) as Record<string, string | null>;
export const h1 = (html: string) => parseHtml(html).querySelector("h1")?.textContent;

import { describe, expect, test } from "vitest";
import { EnvError, parseEnv } from "../../server/env";

describe("lead delivery settings", () => {
  test("work out of the box: emails as files beside the database, to and from the brand's address, no webhook", () => {
    expect(
      parseEnv({ DATABASE_PATH: "/var/lib/agency/app.db", BRAND_NAME: "Acme Growth", BRAND_EMAIL: "team@acme.example" }).delivery,
    ).toEqual({
      smtpUrl: null,
      mailDir: "/var/lib/agency/mail",
      from: { name: "Acme Growth", address: "team@acme.example" },
      notifyTo: [{ name: "Acme Growth", address: "team@acme.example" }],
      webhook: null,
      newsletterTokenSecret: null,
      worker: true,
    });
    expect(parseEnv({}).delivery.mailDir).toBe("data/mail");
  });

  test("reads SMTP, the sender, the team's addresses, the webhook and the mail folder", () => {
    const delivery = parseEnv({
      SMTP_URL: "smtps://user:pa%24s@mail.example.com:465",
      MAIL_FROM: '"Acme Leads" <leads@acme.example>',
      LEAD_NOTIFY_TO: "Sales <sales@acme.example>, ops@acme.example",
      LEAD_WEBHOOK_URL: "https://hooks.example.com/leads",
      LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
      MAIL_DIR: "/srv/mail",
      DELIVERY_WORKER: "off",
    }).delivery;
    expect(delivery).toMatchObject({
      smtpUrl: "smtps://user:pa%24s@mail.example.com:465",
      from: { name: "Acme Leads", address: "leads@acme.example" },
      notifyTo: [
        { name: "Sales", address: "sales@acme.example" },
        { name: null, address: "ops@acme.example" },
      ],
      webhook: { url: "https://hooks.example.com/leads" },
      mailDir: "/srv/mail",
      worker: false,
    });
  });

  test.each([
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL"],
    [{ SMTP_URL: "mail.example.com:587" }, "SMTP_URL"],
    [{ MAIL_FROM: "Acme" }, "MAIL_FROM"],
    [{ MAIL_FROM: "Acme <not an address>" }, "MAIL_FROM"],
    [{ LEAD_NOTIFY_TO: "sales@acme.example, sales" }, "LEAD_NOTIFY_TO"],
    [{ LEAD_NOTIFY_TO: "sales@acme.example;ops@acme.example" }, "LEAD_NOTIFY_TO"],
    [{ LEAD_WEBHOOK_URL: "ftp://hooks.example.com", LEAD_WEBHOOK_SECRET: "x".repeat(32) }, "LEAD_WEBHOOK_URL"],
    [{ LEAD_WEBHOOK_URL: "https://hooks.example.com" }, "LEAD_WEBHOOK_SECRET"],
    [{ LEAD_WEBHOOK_SECRET: "x".repeat(32) }, "LEAD_WEBHOOK_URL"],
    [{ LEAD_WEBHOOK_URL: "https://hooks.example.com", LEAD_WEBHOOK_SECRET: "short" }, "LEAD_WEBHOOK_SECRET"],
    [{ LEAD_WEBHOOK_URL: "https://hooks.example.com", LEAD_WEBHOOK_SECRET: "whsec_not*base64" }, "LEAD_WEBHOOK_SECRET"],
    [{ NEWSLETTER_TOKEN_SECRET: "too-short" }, "NEWSLETTER_TOKEN_SECRET"],
    [{ DELIVERY_WORKER: "sometimes" }, "DELIVERY_WORKER"],
  ])("refuses %o with a message naming %s", (source, variable) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${variable}:`));
  });
});

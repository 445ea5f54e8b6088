import { describe, expect, test } from "vitest";
import type { LeadForDelivery } from "../../server/db/lead-delivery.queries";
import { parseEnv } from "../../server/env";
import type { MailContext } from "../../server/mail/mail-context";
import { teamNotification } from "../../server/mail/team-notification";

const env = parseEnv({ SITE_URL: "https://www.acme.example" });
const context: MailContext = { brand: env.brand, siteUrl: env.siteUrl, from: env.delivery.from, notifyTo: env.delivery.notifyTo };

const lead: LeadForDelivery = {
  id: 7,
  createdAt: "2026-03-01T10:15:00.000Z",
  contactFormType: "exit-popup-contact-form",
  name: "Exit Intent Lead",
  company: "Unknown",
  email: "owner@agency.example",
  service: "SEO Services",
  couponCode: null,
  servicesSelected: null,
  userAgent: null,
  referrerPage: "https://www.acme.example/services/seo",
  discountCode: "SEO30-ABCD-EFGH",
  language: "en",
  attribution: { landing_page: "/?utm_source=google&gclid=abc", utm_source: "google", utm_campaign: "spring", gclid: "abc" },
  spamReason: null,
  score: null,
};

describe("the team's notification email", () => {
  test("shows where the visit came from, the code the visitor got, and when, in UTC", () => {
    const mail = teamNotification(lead, context);
    expect(mail.text).toContain("Exit-intent popup · received 1 Mar 2026, 10:15 UTC");
    expect(mail.text).toContain("Where they came from");
    expect(mail.text).toContain("Campaign source (utm_source): google");
    expect(mail.text).toContain("Campaign (utm_campaign): spring");
    expect(mail.text).toContain("Google Ads click (gclid): abc");
    expect(mail.text).toContain("Landing page: /?utm_source=google&gclid=abc");
    expect(mail.text).toContain("Form sent from: https://www.acme.example/services/seo");
    expect(mail.text).toContain("Discount code sent to the visitor: 30% off SEO Services");
    expect(mail.html).toContain("/?utm_source=google&#38;gclid=abc");
    expect(mail.text).toContain("https://www.acme.example/admin/leads/7");
  });

  test("a popup's placeholder name and company are not presented as a person", () => {
    const mail = teamNotification(lead, context);
    expect(mail.subject).toBe("New lead via Exit-intent popup: owner@agency.example");
    expect(mail.replyTo).toEqual({ name: null, address: "owner@agency.example" });
  });

  test("without attribution the section is left out", () => {
    expect(teamNotification({ ...lead, attribution: null, referrerPage: null }, context).text).not.toContain("Where they came from");
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from "vitest";
import { Component as LeadScreen } from "../../client/pages/admin-lead/admin-lead.page";
import type { LeadDetail } from "../../shared/schemas/admin-leads";
import type { Delivery } from "../../shared/schemas/delivery";
import { fakeApi, renderScreen } from "../helpers/admin-screen";

// The lead page of the staff area against the staff API's contract (the API is
// answered at the HTTP level): where the lead came from, why it was held as spam
// with "Restore", its discount code and its deliveries with "Send again".

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const failedEmail: Delivery = {
  id: 31,
  channel: "team-email",
  state: "failed",
  attempts: 6,
  lastError: "connect ECONNREFUSED 10.0.0.5:587",
  nextAttemptAt: null,
  deliveredAt: null,
  createdAt: "2026-03-01T09:00:00.000Z",
  idempotencyKey: "<lead-7-team@agency.test>",
};
const webhook: Delivery = {
  ...failedEmail,
  id: 32,
  channel: "webhook",
  state: "delivered",
  attempts: 1,
  lastError: null,
  deliveredAt: "2026-03-01T09:00:02.000Z",
  idempotencyKey: "msg_7_webhook",
};

function leadDetail(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    lead: {
      id: 7,
      createdAt: "2026-03-01T09:00:00.000Z",
      contactFormType: "exit-popup-contact-form",
      name: "Exit Intent Lead",
      email: "owner@agency.example",
      company: "Unknown",
      source: "exit_intent_popup",
      region: "US",
      status: "new",
      trafficSource: "google",
      spamReason: null,
      score: 15,
    },
    fields: [
      { column: "email", value: "owner@agency.example" },
      { column: "service", value: "Google Ads Management" },
      { column: "utm_source", value: "google" },
      { column: "spam_reason", value: null },
    ],
    notes: [],
    landing: null,
    attribution: { landingPage: "/?utm_source=google&utm_campaign=x&gclid=abc", utmSource: "google", utmCampaign: "x", gclid: "abc" },
    spamReason: null,
    deliveries: [failedEmail, webhook],
    discountCode: "GADS35-7KQ2M",
    stages: [],
    scoreReasons: [
      { rule: "business-email", points: 20 },
      { rule: "free-mail-no-company", points: -5 },
    ],
    scoreRulesVersion: 1,
    ...overrides,
  };
}

describe("the lead page", () => {
  test("shows the score the lead was given with each reason and its points", async () => {
    fakeApi({ "GET /api/admin/leads/7": () => ({ status: 200, body: leadDetail() }) });
    const screen = await renderScreen("/admin/leads/:id", "/admin/leads/7", LeadScreen);
    await screen.waitFor(() => expect(screen.text()).toContain("Where it came from"));
    const card = screen.container.querySelector('[aria-labelledby="score-heading"]')!;
    expect(card.querySelector("h2")?.textContent).toBe("Score15");
    expect([...card.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "+20 business email domain",
      "-5 free-mail address and no company",
    ]);
  });

  test("shows where the lead came from, its discount code and each delivery with its state, attempts and last error", async () => {
    fakeApi({ "GET /api/admin/leads/7": () => ({ status: 200, body: leadDetail() }) });
    const screen = await renderScreen("/admin/leads/:id", "/admin/leads/7", LeadScreen);
    await screen.waitFor(() => expect(screen.text()).toContain("Where it came from"));
    const attribution = screen.container.querySelector('[aria-labelledby="attribution-heading"]')!;
    expect(attribution.textContent).toContain("/?utm_source=google&utm_campaign=x&gclid=abc");
    expect(attribution.querySelector('a[href="/admin/leads?trafficSource=google"]')?.textContent).toBe("google");
    expect(attribution.querySelector('a[href="/admin/leads?campaign=x"]')?.textContent).toBe("x");
    expect(attribution.textContent).toContain("Google Ads click (gclid)abc");
    // The attribution columns are not repeated among the fields the visitor sent.
    const sent = screen.container.querySelector('[aria-labelledby="fields-heading"]')!;
    expect(sent.textContent).toContain("Google Ads Management");
    expect(sent.textContent).not.toContain("Utm source");
    expect(screen.text()).toContain("GADS35-7KQ2M");

    const items = [...screen.container.querySelectorAll('[aria-labelledby="deliveries-heading"] li')];
    expect(items.map((li) => li.getAttribute("aria-label"))).toEqual(["Team notification email", "CRM webhook"]);
    expect(items[0]!.textContent).toContain("Failed");
    expect(items[0]!.textContent).toContain("6 attempts");
    expect(items[0]!.textContent).toContain("Last error: connect ECONNREFUSED 10.0.0.5:587");
    expect(items[1]!.textContent).toContain("Delivered");
    expect(items[1]!.textContent).toContain("1 attempt");
  });

  test("'Send again' queues the delivery again and shows it pending", async () => {
    const api = fakeApi({
      "GET /api/admin/leads/7": () => ({ status: 200, body: leadDetail() }),
      "POST /api/admin/deliveries/31/resend": () => ({
        status: 202,
        body: { ...failedEmail, state: "pending", nextAttemptAt: "2026-03-02T10:00:00.000Z" },
      }),
    });
    const screen = await renderScreen("/admin/leads/:id", "/admin/leads/7", LeadScreen);
    await screen.waitFor(() => expect(screen.text()).toContain("Deliveries"));
    const item = () => screen.container.querySelector('[aria-label="Team notification email"]')!;
    await screen.click([...item().querySelectorAll("button")].find((b) => b.textContent === "Send again"));
    await screen.waitFor(() => expect(item().textContent).toContain("Pending"));
    expect(item().querySelector("button")?.textContent).toBe("Send now");
    expect(api.sent.filter((r) => r.method === "POST").map((r) => r.url)).toEqual(["/api/admin/deliveries/31/resend"]);
  });

  test("a lead held as spam says why and that nothing was sent; 'Restore' makes it a real lead", async () => {
    const spam = leadDetail({
      spamReason: "honeypot",
      deliveries: [],
      discountCode: null,
      lead: { ...leadDetail().lead, spamReason: "honeypot" },
    });
    const restored = leadDetail({ deliveries: [{ ...failedEmail, state: "pending", attempts: 0, lastError: null }] });
    const api = fakeApi({
      "GET /api/admin/leads/7": () => ({ status: 200, body: spam }),
      "POST /api/admin/leads/7/restore": () => ({ status: 200, body: restored }),
    });
    const screen = await renderScreen("/admin/leads/:id", "/admin/leads/7", LeadScreen);
    await screen.waitFor(() => expect(screen.text()).toContain("Held as spam"));
    expect(screen.text()).toContain("The hidden field that only robots fill in was filled in.");
    expect(screen.text()).toContain("Nothing is sent while the lead is held as spam.");
    await screen.click(screen.button("Restore"));
    await screen.waitFor(() => expect(screen.text()).not.toContain("Held as spam"));
    expect(api.sent.some((r) => r.method === "POST" && r.url === "/api/admin/leads/7/restore")).toBe(true);
    expect(screen.container.querySelector('[aria-label="Team notification email"]')?.textContent).toContain("Pending");
  });

  test("a lead without recorded attribution says so", async () => {
    fakeApi({
      "GET /api/admin/leads/7": () => ({
        status: 200,
        body: leadDetail({ attribution: null, lead: { ...leadDetail().lead, trafficSource: null } }),
      }),
    });
    const screen = await renderScreen("/admin/leads/:id", "/admin/leads/7", LeadScreen);
    await screen.waitFor(() => expect(screen.text()).toContain("Where it came from"));
    expect(screen.text()).toContain("Not recorded");
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from "vitest";
import { Component as OutboxScreen } from "../../client/pages/admin-outbox/admin-outbox.page";
import type { Delivery, MailList, MailDetail, OutboxPage } from "../../shared/schemas/delivery";
import { fakeApi, renderScreen } from "../helpers/admin-screen";

// The outbox page against the staff API's contract (answered at the HTTP level):
// failed and pending jobs with "Send again", and the emails written while no SMTP
// server is configured, previewed without running anything they contain.

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const job = (over: Partial<Delivery & { leadId: number; leadEmail: string }>): OutboxPage["jobs"][number] => ({
  id: 1,
  channel: "webhook",
  state: "failed",
  attempts: 6,
  lastError: "HTTP 500 from https://crm.example/hook",
  nextAttemptAt: null,
  deliveredAt: null,
  createdAt: "2026-03-01T09:00:00.000Z",
  idempotencyKey: "msg_1",
  leadId: 12,
  leadEmail: "dana@brightside.example",
  ...over,
});

const mail: MailList = {
  enabled: true,
  messages: [
    {
      id: "1740822000000-lead-12-team",
      to: "sales@agency.example",
      subject: "New lead: Dana Whitfield (home contact form)",
      date: "2026-03-01T09:00:01.000Z",
      leadId: 12,
    },
  ],
};
const message: MailDetail = {
  id: "1740822000000-lead-12-team",
  to: "sales@agency.example",
  from: "Website <no-reply@agency.example>",
  subject: "New lead: Dana Whitfield (home contact form)",
  date: "2026-03-01T09:00:01.000Z",
  headers: { "Message-ID": "<lead-12-team@agency.test>", "Reply-To": "dana@brightside.example" },
  text: "Dana Whitfield sent the home contact form.",
  html: '<p>Dana Whitfield sent the <b>home contact form</b>.</p><script>parent.document.title="owned"</script><img src="https://tracker.example/pixel.gif">',
};

function outboxApi(overrides: Record<string, () => { status: number; body?: unknown }> = {}) {
  return fakeApi({
    "GET /api/admin/outbox?state=failed": () => ({ status: 200, body: { jobs: [job({})] } }),
    "GET /api/admin/outbox?state=pending": () => ({
      status: 200,
      body: {
        jobs: [
          job({
            id: 2,
            channel: "visitor-email",
            state: "pending",
            attempts: 1,
            lastError: "421 try later",
            nextAttemptAt: "2026-03-01T09:05:00.000Z",
          }),
        ],
      },
    }),
    "GET /api/admin/mail": () => ({ status: 200, body: mail }),
    [`GET /api/admin/mail/${encodeURIComponent(message.id)}`]: () => ({ status: 200, body: message }),
    ...overrides,
  });
}

describe("the outbox page", () => {
  test("lists failed and pending jobs with their lead, channel, attempts and last error", async () => {
    outboxApi();
    const screen = await renderScreen("/admin/outbox", "/admin/outbox", OutboxScreen);
    await screen.waitFor(() => expect(screen.text()).toContain("Failed (1)"));
    await screen.waitFor(() => expect(screen.text()).toContain("Waiting to be sent (1)"));
    const failed = screen.container.querySelector('[aria-labelledby="outbox-failed"]')!;
    expect(failed.querySelector('a[href="/admin/leads/12"]')?.textContent).toBe("dana@brightside.example");
    expect(failed.textContent).toContain("CRM webhook");
    expect(failed.textContent).toContain("HTTP 500 from https://crm.example/hook");
    const pending = screen.container.querySelector('[aria-labelledby="outbox-pending"]')!;
    expect(pending.textContent).toContain("Confirmation email to the visitor");
    expect(pending.querySelector("button")?.textContent).toBe("Send now");
  });

  test("'Send again' on a failed job posts the resend and refreshes the lists", async () => {
    let failedJobs = [job({})];
    const api = outboxApi({
      "GET /api/admin/outbox?state=failed": () => ({ status: 200, body: { jobs: failedJobs } }),
      "POST /api/admin/deliveries/1/resend": () => {
        failedJobs = [];
        return { status: 202, body: { ...job({}), state: "pending" } };
      },
    });
    const screen = await renderScreen("/admin/outbox", "/admin/outbox", OutboxScreen);
    await screen.waitFor(() => expect(screen.text()).toContain("Failed (1)"));
    await screen.click(screen.container.querySelector('[aria-labelledby="outbox-failed"] button') ?? undefined);
    await screen.waitFor(() => expect(screen.text()).toContain("No delivery has failed."));
    expect(api.sent.filter((r) => r.method === "POST").map((r) => r.url)).toEqual(["/api/admin/deliveries/1/resend"]);
  });

  test("previews a written email's HTML in a sandboxed frame, and its plain text on request", async () => {
    outboxApi();
    const screen = await renderScreen("/admin/outbox", `/admin/outbox?mail=${encodeURIComponent(message.id)}`, OutboxScreen);
    await screen.waitFor(() => expect(screen.container.querySelector("iframe")).not.toBeNull());
    const frame = screen.container.querySelector("iframe")!;
    // An empty sandbox: no script, no form, no navigation of the staff page.
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toBe(message.html);
    expect(document.title).not.toBe("owned");
    expect(screen.container.querySelectorAll("script, img")).toHaveLength(0);
    expect(screen.text()).toContain("Website <no-reply@agency.example>");
    expect(screen.text()).toContain("<lead-12-team@agency.test>");
    await screen.click(screen.button("Plain text"));
    expect(screen.container.querySelector("iframe")).toBeNull();
    expect(screen.container.querySelector("pre")?.textContent).toBe(message.text);
  });

  test("with an SMTP server configured, says that no email is written to files", async () => {
    outboxApi({ "GET /api/admin/mail": () => ({ status: 200, body: { enabled: false, messages: [] } }) });
    const screen = await renderScreen("/admin/outbox", "/admin/outbox", OutboxScreen);
    await screen.waitFor(() => expect(screen.text()).toContain("Emails go out through the configured SMTP server"));
    expect(screen.container.querySelector("iframe")).toBeNull();
  });
});

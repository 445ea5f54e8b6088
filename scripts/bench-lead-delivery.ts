import autocannon from "autocannon";
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// npm run bench, lead delivery (docs/decisions/0013-lead-delivery.md): lead POST
// latency with delivery on (an SMTP server and a CRM webhook, both in this process
// on loopback) against the same build with DELIVERY_WORKER=off (leads are queued
// but not sent), then 1,000 leads under load, counted at the receivers.

const TEAM = "team@bench.example";
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;

export interface LeadFigures {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Counts what arrives: team emails, visitor emails, Message-IDs; only the head of each message is read. */
async function startReceivers() {
  const teamMessageIds: string[] = [];
  let visitorEmails = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    maxClients: 200,
    onData(stream, session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "";
        if (session.envelope.rcptTo.some((r) => r.address === TEAM)) teamMessageIds.push(messageId);
        else visitorEmails++;
        callback();
      });
    },
  });
  // A server killed between targets resets its SMTP connections: expected here, not a failure.
  smtp.on("error", () => {});
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const webhookIds: string[] = [];
  const http = createServer((req, res) => {
    webhookIds.push(String(req.headers["webhook-id"]));
    req.resume();
    req.on("end", () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      LEAD_NOTIFY_TO: TEAM,
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${(http.address() as AddressInfo).port}/leads`,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    counts: () => ({ teamMessageIds, visitorEmails, webhookIds }),
    reset() {
      teamMessageIds.length = 0;
      webhookIds.length = 0;
      visitorEmails = 0;
    },
    close: () => Promise.all([new Promise((r) => smtp.close(() => r(null))), new Promise((r) => http.close(() => r(null)))]),
  };
}

let leadNumber = 0;
/** A contact-page lead with an address of its own, as autocannon sends each request. */
const leadRequests = [
  {
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      body: JSON.stringify({
        contactFormType: "contact-us-page-contact-form",
        name: "Bench Lead",
        email: `lead${++leadNumber}@bench.example`,
        company: "Bench Co",
        message: "A lead sent by npm run bench.",
      }),
    }),
  },
];

async function postLeads(
  url: string,
  options: { connections: number; duration?: number; amount?: number; overallRate?: number; timeout?: number },
) {
  return autocannon({ url: `${url}/api/contacts`, requests: leadRequests, ...options });
}

type StartServer = (port: number, env: Record<string, string>) => Promise<ChildProcess>;

async function measureLeads(
  name: string,
  start: StartServer,
  port: number,
  env: Record<string, string>,
  load: { connections: number; overallRate?: number },
  seconds: number,
) {
  const server = await start(port, env);
  try {
    const url = `http://127.0.0.1:${port}`;
    await postLeads(url, { ...load, duration: 2 });
    const result = await postLeads(url, { ...load, duration: seconds });
    const figures: LeadFigures = {
      name,
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
    return figures;
  } finally {
    server.kill("SIGKILL");
  }
}

async function until(check: () => boolean, limitMs: number): Promise<boolean> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

export async function benchLeadDelivery(start: StartServer, seconds: number, rate: number) {
  const receivers = await startReceivers();
  const on = { ...receivers.env, DELIVERY_WORKER: "on" };
  const off = { ...receivers.env, DELIVERY_WORKER: "off" };
  const figures: LeadFigures[] = [];
  try {
    // Steady traffic (100 leads/s unless BENCH_LEAD_RATE says otherwise) and saturation
    // (50 connections as fast as they go).
    figures.push(await measureLeads(`POST lead, ${rate}/s, delivery on`, start, 3311, on, { connections: 10, overallRate: rate }, seconds));
    figures.push(
      await measureLeads(`POST lead, ${rate}/s, delivery off`, start, 3312, off, { connections: 10, overallRate: rate }, seconds),
    );
    figures.push(await measureLeads("POST lead, 50 conn, delivery on", start, 3313, on, { connections: 50 }, seconds));
    figures.push(await measureLeads("POST lead, 50 conn, delivery off", start, 3314, off, { connections: 50 }, seconds));

    // 1,000 leads under load, then every delivery counted where it arrives.
    receivers.reset();
    const server = await start(3315, on);
    try {
      const started = Date.now();
      const result = await postLeads("http://127.0.0.1:3315", { connections: 50, amount: 1000, timeout: 60 });
      const postSeconds = (Date.now() - started) / 1000;
      const isComplete = await until(() => {
        const c = receivers.counts();
        return c.teamMessageIds.length >= 1000 && c.webhookIds.length >= 1000 && c.visitorEmails >= 1000;
      }, 180_000);
      const deliveredSeconds = (Date.now() - started) / 1000;
      // A moment more, so a duplicate sent late would be counted too.
      await new Promise((r) => setTimeout(r, 1000));
      const c = receivers.counts();
      return {
        figures,
        thousand: {
          answered201: result.requests.total - result.non2xx - result.errors,
          postSeconds,
          deliveredSeconds: isComplete ? deliveredSeconds : null,
          teamEmails: c.teamMessageIds.length,
          distinctMessageIds: new Set(c.teamMessageIds).size,
          visitorEmails: c.visitorEmails,
          webhookCalls: c.webhookIds.length,
          distinctWebhookIds: new Set(c.webhookIds).size,
        },
      };
    } finally {
      server.kill("SIGKILL");
    }
  } finally {
    await receivers.close();
  }
}

import autocannon from "autocannon";
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type FormTokenResponse, MIN_FORM_FILL_MS } from "../shared/schemas/spam";

// npm run bench, lead delivery (docs/decisions/0013-lead-delivery.md): lead POST
// latency with delivery on (an SMTP server and a CRM webhook on loopback, in a process
// of their own: bench-receivers.ts) against the same build with DELIVERY_WORKER=off (leads are queued
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

export interface ReceivedCounts {
  teamMessageIds: string[];
  visitorEmails: number;
  webhookIds: string[];
}

/** Starts the receivers in their own process (scripts/bench-receivers.ts) and asks it what arrived. */
async function startReceivers() {
  const child = fork(fileURLToPath(new URL("./bench-receivers.ts", import.meta.url)), {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_TEAM_ADDRESS: TEAM },
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve) => {
      const listen = (message: { type: string }) => {
        if (message.type !== type) return;
        child.off("message", listen);
        resolve(message as T);
      };
      child.on("message", listen);
    });
  const { smtpPort, httpPort } = await next<{ smtpPort: number; httpPort: number }>("ready");
  let latest: ReceivedCounts = { teamMessageIds: [], visitorEmails: 0, webhookIds: [] };
  return {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEAD_NOTIFY_TO: TEAM,
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${httpPort}/leads`,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    async counts(): Promise<ReceivedCounts> {
      const answer = next<ReceivedCounts>("counts");
      child.send("counts");
      latest = await answer;
      return latest;
    },
    async reset() {
      const answer = next("reset");
      child.send("reset");
      await answer;
    },
    close: () => child.kill(),
  };
}

let leadNumber = 0;
/** The form token every benchmark lead carries, as a page hands it to a visitor (docs/decisions/0014). */
let formToken = "";

/** Takes a form token from the server and waits until a person could have filled a form, so no lead is held as spam. */
async function takeFormToken(url: string): Promise<void> {
  formToken = ((await (await fetch(`${url}/api/form-token`)).json()) as FormTokenResponse).token;
  await new Promise((resolve) => setTimeout(resolve, MIN_FORM_FILL_MS + 100));
}

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
        formToken,
        website: "",
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
    await takeFormToken(url);
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

async function until(check: () => Promise<boolean>, limitMs: number): Promise<boolean> {
  const started = Date.now();
  while (!(await check())) {
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
    await receivers.reset();
    const server = await start(3315, on);
    try {
      await takeFormToken("http://127.0.0.1:3315");
      const started = Date.now();
      const result = await postLeads("http://127.0.0.1:3315", { connections: 50, amount: 1000, timeout: 60 });
      const postSeconds = (Date.now() - started) / 1000;
      const isComplete = await until(async () => {
        const c = await receivers.counts();
        return c.teamMessageIds.length >= 1000 && c.webhookIds.length >= 1000 && c.visitorEmails >= 1000;
      }, 180_000);
      const deliveredSeconds = (Date.now() - started) / 1000;
      // A moment more, so a duplicate sent late would be counted too.
      await new Promise((r) => setTimeout(r, 1000));
      const c = await receivers.counts();
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
    receivers.close();
  }
}

import type { AddressInfo } from "node:net";
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

// The benchmark's SMTP server and CRM webhook receiver (scripts/bench-lead-delivery.ts),
// in a process of their own: parsing a thousand emails must not stall the event loop
// of the load generator, which would count that stall as the site's latency.
// Talks to its parent over IPC: "ready" with the addresses, then counts on request.

const TEAM = process.env.BENCH_TEAM_ADDRESS ?? "team@bench.example";
const teamMessageIds: string[] = [];
let visitorEmails = 0;
const webhookIds: string[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  maxClients: 200,
  onData(stream, session, callback) {
    // Only the head of each message is read.
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
const http = createServer((req, res) => {
  webhookIds.push(String(req.headers["webhook-id"]));
  req.resume();
  req.on("end", () => res.writeHead(204).end());
});

process.on("message", (message: string) => {
  if (message === "counts") process.send?.({ type: "counts", teamMessageIds, visitorEmails, webhookIds });
  if (message === "reset") {
    teamMessageIds.length = 0;
    webhookIds.length = 0;
    visitorEmails = 0;
    process.send?.({ type: "reset" });
  }
});
// The parent's end is this process's end.
process.on("disconnect", () => process.exit(0));

smtp.listen(0, "127.0.0.1", () => {
  http.listen(0, "127.0.0.1", () => {
    process.send?.({
      type: "ready",
      smtpPort: (smtp.server.address() as AddressInfo).port,
      httpPort: (http.address() as AddressInfo).port,
    });
  });
});

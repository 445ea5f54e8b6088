import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink";

// SQLite only: its processes send from a SQLite file, which the PostgreSQL pass (scripts/test-postgres.sh) would only repeat.

// kill -9 loses nothing: a process killed after storing a lead but before sending,
// and one killed in the middle of sending, leave jobs that the next process sends,
// with the Message-IDs they were queued with.

const SCRIPT = "tests/fixtures/delivery/delivery-process.ts";
const LEASE_MS = 1_500;

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

function run(
  databasePath: string,
  mode: "store" | "deliver",
): { child: ChildProcess; line: (key: string) => Promise<unknown>; exited: Promise<unknown> } {
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT, databasePath, sink.url, mode, String(LEASE_MS)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const line = (key: string) =>
    until(() => {
      const found = output
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => key in l);
      return found?.[key];
    });
  return { child, line, exited };
}

/** Polls until `check` returns a value (the processes work on their own time). */
async function until<T>(check: () => T | undefined | false, limitMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > limitMs) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function kill9(process: { child: ChildProcess; exited: Promise<unknown> }) {
  process.child.kill("SIGKILL");
  await process.exited;
}

describe("a process killed with kill -9", () => {
  test("between storing and sending, or in the middle of sending: the next process sends, with the same Message-IDs", {
    timeout: 60_000,
  }, async () => {
    const databasePath = join(mkdtempSync(join(tmpdir(), "agency-crash-")), "crash.db");
    const jobs = () => {
      const db = new Database(databasePath, { readonly: true });
      try {
        return db.prepare("SELECT channel, state, attempts, lease_until, idempotency_key FROM outbox_jobs ORDER BY id").all() as {
          channel: string;
          state: string;
          attempts: number;
          lease_until: number | null;
          idempotency_key: string;
        }[];
      } finally {
        db.close();
      }
    };

    // 1. The lead and its jobs are committed; the process dies before any send.
    const storing = run(databasePath, "store");
    expect(await storing.line("stored")).toBe(1);
    await kill9(storing);
    const queued = jobs();
    expect(queued.map((j) => `${j.channel}:${j.state}:${j.attempts}`)).toEqual(["team-email:pending:0", "visitor-email:pending:0"]);
    const messageIds = queued.map((j) => j.idempotency_key);

    // 2. The next process starts sending; the SMTP server hangs mid-send; the process dies.
    sink.hang(true);
    const sending = run(databasePath, "deliver");
    await until(() => sink.seenMessageIds.length === 2);
    await kill9(sending);
    expect(sink.messages).toHaveLength(0);
    expect(sink.seenMessageIds.sort()).toEqual([...messageIds].sort());
    expect(jobs().map((j) => `${j.state}:${j.attempts}:${j.lease_until !== null}`)).toEqual(["pending:1:true", "pending:1:true"]);

    // 3. After a restart the leases run out and both emails go out, with the same Message-IDs.
    sink.hang(false);
    const restarted = run(databasePath, "deliver");
    await until(() => sink.messages.length === 2);
    expect(sink.messages.map((m) => m.header("message-id")).sort()).toEqual([...messageIds].sort());
    expect(sink.messages.find((m) => m.recipients.includes("crash@visitor.example"))?.header("subject")).toBe(
      "We've received your message – Northbeam Studio",
    );
    await until(() => jobs().every((j) => j.state === "delivered"));
    expect(jobs().map((j) => `${j.state}:${j.attempts}`)).toEqual(["delivered:2", "delivered:2"]);
    await kill9(restarted);
  });
});

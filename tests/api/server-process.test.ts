import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

// These run the production bundle as a real process (npm test builds it first).
const bundle = "dist/server/index.js";

function startServer(env: Record<string, string>) {
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run "npm run build" first`);
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "agency-proc-")), "p.db"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** The server listens on a free port (PORT=0) and logs it; wait for that line. */
async function listeningPort(output: () => string): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const match = /"msg":"listening"/.test(output()) ? /"port":(\d+)/.exec(output()) : null;
    if (match) return Number(match[1]);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server never said it was listening:\n${output()}`);
}

describe("the server process", () => {
  test("refuses to start on a bad setting, naming the variable", async () => {
    const { exited, output } = startServer({ PORT: "not-a-port" });
    expect(await exited).toBe(1);
    expect(output()).toContain("PORT must be an integer");
  });

  test("on SIGTERM it finishes the request in flight, closes the database and exits 0 within 10 s", async () => {
    const { child, exited, output } = startServer({ PORT: "0" });
    const port = await listeningPort(output);
    // A lead whose body is still arriving when SIGTERM comes: it must still be stored and answered.
    const body = JSON.stringify({ email: "late@agency.example", contactFormType: "home-contact-form", message: "x".repeat(2000) });
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/contacts",
      headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
    });
    req.write(body.slice(0, 100));
    await new Promise((r) => setTimeout(r, 300));
    child.kill("SIGTERM");
    const started = Date.now();
    await new Promise((r) => setTimeout(r, 300));
    req.end(body.slice(100));
    expect(await answered).toBe(201);
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(output()).toContain('"msg":"stopped"');
  });

  test("logs requests without query strings or personal data", async () => {
    const { child, exited, output } = startServer({ PORT: "0" });
    const port = await listeningPort(output);
    await fetch(`http://127.0.0.1:${port}/contact?email=secret%40person.example`);
    await fetch(`http://127.0.0.1:${port}/api/contacts`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "lead@person.example", name: "Private Person", contactFormType: "home-contact-form" }),
    });
    child.kill("SIGTERM");
    await exited;
    expect(output()).toContain('"path":"/contact"');
    expect(output()).toContain('"path":"/api/contacts"');
    expect(output()).toContain('"msg":"lead stored"');
    expect(output()).not.toMatch(/secret|person\.example|Private Person|127\.0\.0\.1/);
  });
});

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { asAdmin, signIn, type AdminSessionHandle } from "../helpers/admin";
import { humanControls, TEST_APP_SECRET } from "../helpers/lead-controls";
import { homeFormLead } from "../helpers/lead-payloads";
import { uploadRequest } from "../helpers/media-files";
import { photo } from "../helpers/test-photo";
import type { MediaUploadResult } from "../../shared/schemas/admin-media";
import { listeningOrigin, startServerProcess, type ServerProcess } from "../helpers/server-process";
import { testDatabaseUrl } from "../helpers/test-db";
import { CONTENT_VERSION_MAX_AGE_MS } from "../../server/db/content-version";
import { postInput } from "../helpers/content-documents";

// Two server processes (the production bundle) on one fresh PostgreSQL database, as
// compose.yaml runs them behind its proxy: they behave as one site (README, "Several
// instances"; docs/decisions/0018-postgresql-and-kysely.md). Runs in the PostgreSQL pass
// (scripts/test-postgres.sh); `npx tsx scripts/build.ts` first.

const bundle = "dist/server/index.js";
const adminCreate = "dist/server/admin-create.js";
const SITE_URL = "https://agency.test";
const STAFF_EMAIL = "staff@agency.example";
const STAFF_PASSWORD = "orbit-lantern-tidal-9041";
const CONTACTS_RATE_LIMIT = 3;

interface Instance extends ServerProcess {
  url: string;
}

/** The same server URL with another database name. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const server = startServerProcess({ PORT: "0", ...env });
  return { ...server, url: await listeningOrigin(server) };
}

/** A real visitor's lead (form token, empty honeypot) from `ip` (the instances trust the loopback proxy). */
function sendLead(instance: Instance, email: string, ip: string) {
  return fetch(`${instance.url}/api/contacts`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify({ ...homeFormLead, email, ...humanControls() }),
  });
}

const post = postInput({
  title: "Published on one instance, served by the other",
  slug: "published-on-one-instance",
  excerpt: "A post written through one instance's editor.",
  content: "## Shared\n\nBoth instances read the same posts.",
  tags: ["Operations"],
});

describe.skipIf(!testDatabaseUrl)(
  "two instances on one PostgreSQL database (runs only with TEST_DATABASE_URL: scripts/test-postgres.sh)",
  () => {
    const databaseName = `two_instances_${process.pid}_${randomBytes(4).toString("hex")}`;
    let server: pg.Pool;
    let database: pg.Pool;
    let a: Instance;
    let b: Instance;
    let staffOnB: AdminSessionHandle;

    beforeAll(async () => {
      if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run "npx tsx scripts/build.ts" first`);
      server = new pg.Pool({ connectionString: testDatabaseUrl!, max: 1 });
      await server.query(`CREATE DATABASE ${databaseName}`);
      const databaseUrl = withDatabase(testDatabaseUrl!, databaseName);
      database = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      const env = {
        DATABASE_URL: databaseUrl,
        APP_SECRET: TEST_APP_SECRET,
        SITE_URL,
        TRUST_PROXY: "loopback",
        CONTACTS_RATE_LIMIT: String(CONTACTS_RATE_LIMIT),
        MAIL_DIR: mkdtempSync(join(tmpdir(), "agency-two-instances-mail-")),
      };
      // The first staff account, as an operator makes it (README); it migrates the database too.
      const created = spawnSync(process.execPath, [adminCreate, "--email", STAFF_EMAIL], {
        env: { ...process.env, ...env, ADMIN_PASSWORD: STAFF_PASSWORD },
        encoding: "utf8",
      });
      if (created.status !== 0) throw new Error(`admin-create failed: ${created.stdout}${created.stderr}`);
      [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
      staffOnB = await signIn(b.url as never, STAFF_EMAIL, STAFF_PASSWORD);
    }, 90_000);

    afterAll(async () => {
      for (const instance of [a, b]) {
        if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
          instance.child.kill("SIGTERM");
          await instance.exited;
        }
      }
      await database?.end();
      // The pool's end() resolves before its connections have closed: a drop WITH (FORCE) in that
      // moment ends one mid-goodbye, and its client throws "terminating connection due to
      // administrator command" with nobody listening. Wait until the database has no backend left.
      for (let tries = 0; tries < 200; tries++) {
        const open = await server?.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [databaseName]);
        if (!open || open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await server?.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await server?.end();
    }, 30_000);

    test("a lead sent to A is in the inbox B's staff read", async () => {
      const sent = await sendLead(a, "shared-inbox@client.example", "198.51.100.1");
      expect(sent.status).toBe(201);
      const inbox = await asAdmin(b.url as never, staffOnB).get("/api/admin/leads");
      expect(inbox.status).toBe(200);
      expect(inbox.body.items.map((lead: { email: string }) => lead.email)).toContain("shared-inbox@client.example");
    });

    test("a post published through B's editor is on A's /blog once a second has passed", async () => {
      // A has the blog list in its page cache before the post exists.
      expect((await request(a.url).get("/blog")).text).not.toContain(post.title);
      const published = await asAdmin(b.url as never, staffOnB)
        .post("/api/admin/posts")
        .send(post);
      expect(published.status).toBe(201);
      // A reads the content version again when its kept one is over a second old (server/db/content-version.ts).
      await new Promise((r) => setTimeout(r, CONTENT_VERSION_MAX_AGE_MS + 100));
      const page = await request(a.url).get("/blog");
      expect(page.status).toBe(200);
      expect(page.text).toContain(post.title);
    });

    test("an image uploaded through B's media library is served by A, byte for byte", { timeout: 60_000 }, async () => {
      const bytes = await photo(900, 600).jpeg().toBuffer();
      const uploaded = await uploadRequest(
        b.url as never,
        staffOnB,
        { bytes, name: "shared.jpg" },
        { alt: "Shared between instances", altDe: "Von beiden Instanzen genutzt" },
      );
      expect(uploaded.status).toBe(201);
      for (const variant of (uploaded.body as MediaUploadResult).asset.image.variants) {
        const [fromA, fromB] = await Promise.all([a, b].map((instance) => fetch(`${instance.url}${variant.url}`)));
        expect([fromA!.status, fromA!.headers.get("cache-control")]).toEqual([200, "public, max-age=31536000, immutable"]);
        expect(Buffer.from(await fromA!.arrayBuffer()).equals(Buffer.from(await fromB!.arrayBuffer()))).toBe(true);
      }
    });

    test("the lead limit counts a client's leads to both instances together", async () => {
      const statuses: number[] = [];
      for (const [i, instance] of [a, b, a, b, a].entries())
        statuses.push((await sendLead(instance, `limited-${i}@client.example`, "203.0.113.7")).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    });

    test("A killed (SIGKILL) under a lead load loses no acknowledged lead, and B keeps answering", { timeout: 60_000 }, async () => {
      const acknowledged: string[] = [];
      const acknowledgedByBAfterKill: string[] = [];
      let killed = false;
      let sent = 0;
      let stop = false;
      // Four senders, each alternating between A and B; every lead from an address of its own (no rate limit).
      const sender = async (worker: number) => {
        while (!stop) {
          const n = sent++;
          const instance = n % 2 === 0 ? a : b;
          const email = `load-${worker}-${n}@client.example`;
          try {
            const res = await sendLead(instance, email, `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`);
            if (res.status === 201) {
              acknowledged.push(email);
              if (killed && instance === b) acknowledgedByBAfterKill.push(email);
            }
          } catch {
            // A is gone: its connection refused or cut. Only answered leads must survive.
          }
        }
      };
      const senders = Array.from({ length: 4 }, (_, worker) => sender(worker));
      while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 10));
      a.child.kill("SIGKILL");
      killed = true;
      expect(await a.exited).toBe("SIGKILL");
      while (acknowledgedByBAfterKill.length < 20) await new Promise((r) => setTimeout(r, 10));
      stop = true;
      await Promise.all(senders);

      const { rows } = await database.query<{ email: string }>("SELECT email FROM leads WHERE email = ANY($1)", [acknowledged]);
      expect(rows.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
      expect((await request(b.url).get("/")).status).toBe(200);
    });
  },
);

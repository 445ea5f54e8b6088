import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { listeningOrigin, startServerProcess } from "../helpers/server-process";

// SQLite only: its server processes open a SQLite file, which the PostgreSQL pass (scripts/test-postgres.sh) would only repeat.

// `npm start`, `npm run serve` and `npm run dev` read a .env file when there is one, with
// Node's own --env-file-if-exists (no library); a variable set in the environment wins.
// .env.example says to copy it to .env, so a copy of it as it is must start the site.

const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;

describe("the .env file", () => {
  test("npm start, serve and dev load .env when it exists", () => {
    for (const name of ["start", "serve", "dev"]) expect(scripts[name], name).toContain("node --env-file-if-exists=.env ");
  });

  test("a copy of .env.example starts the server, and its settings are used", { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "agency-env-"));
    const example = readFileSync(".env.example", "utf8");
    expect(example).toMatch(/^BRAND_NAME=/m);
    writeFileSync(join(dir, ".env"), example.replace(/^BRAND_NAME=.*$/m, "BRAND_NAME=Envfile Agency"));
    // PORT, HOST and the database come from the environment, which wins over the file.
    const server = startServerProcess({ PORT: "0", DATABASE_PATH: join(dir, "env.db") }, [`--env-file-if-exists=${join(dir, ".env")}`]);
    try {
      const origin = await listeningOrigin(server);
      const home = await fetch(`${origin}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Envfile Agency");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });
});

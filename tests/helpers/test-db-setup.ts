import { afterAll } from "vitest";
import { closeTestDatabases } from "./test-db";

// vitest.config.ts setupFiles: after each test file, its databases are closed (PostgreSQL: schemas dropped).
// Dropping a file's hundred schemas, thirty-odd tables each, took 10 to 30 s on a busy two-core machine:
// longer than vitest's default 10 s for a hook.
afterAll(closeTestDatabases, 120_000);

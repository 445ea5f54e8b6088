import { afterAll } from "vitest";
import { closeTestDatabases } from "./test-db";

// vitest.config.ts setupFiles: after each test file, its databases are closed (PostgreSQL: schemas dropped).
afterAll(closeTestDatabases);

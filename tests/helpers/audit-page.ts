import request from "supertest";
import { expect, vi } from "vitest";
import type { TestApp } from "./test-app";

/**
 * The no-JavaScript audit page as a browser ends up seeing it: the server answers at once, and
 * while the audit runs the page (202, `<meta http-equiv="refresh">`) reloads itself; this reloads
 * it the same way until the outcome is there (server/seo-audit/audit-hand-off.ts).
 */
export async function auditedPage(app: TestApp["app"], path: string): Promise<request.Response> {
  let page = await request(app).get(path);
  await vi.waitFor(
    async () => {
      if (page.status === 202) page = await request(app).get(path);
      expect(page.status, "the audit page still says it is auditing").not.toBe(202);
    },
    { timeout: 15_000, interval: 50 },
  );
  return page;
}

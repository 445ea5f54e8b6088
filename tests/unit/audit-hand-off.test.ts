import { describe, expect, test } from "vitest";
import { createAuditHandOff } from "../../server/seo-audit/audit-hand-off";
import type { SeoAuditor } from "../../server/seo-audit/auditor";
import type { SeoAuditOutcome } from "../../shared/seo-audit-report";
import { SEO_AUDIT_MESSAGES } from "../../shared/seo-audit-messages";

// The no-JavaScript audit page's hand-off (server/seo-audit/audit-hand-off.ts): the page answers
// at once and reloads itself until the audit's outcome is there.

/** An auditor whose audits end when the test says. */
function heldAuditor() {
  const calls: { input: string; finish(outcome: SeoAuditOutcome): void; fail(error: Error): void }[] = [];
  const auditor: SeoAuditor = {
    audit: (input) => new Promise((resolve, reject) => calls.push({ input, finish: resolve, fail: reject })),
  };
  return { auditor, calls };
}
const busy: SeoAuditOutcome = { ok: false, status: 503, message: SEO_AUDIT_MESSAGES.busy };
const refused: SeoAuditOutcome = { ok: false, status: 422, message: SEO_AUDIT_MESSAGES.refused };

describe("the audit hand-off", () => {
  test("starts an audit once per address, says it runs, then gives its outcome to every reload for a while", async () => {
    const { auditor, calls } = heldAuditor();
    let now = 0;
    const audits = createAuditHandOff({ auditor, now: () => now });
    expect(await audits.nowOrLater("example.com")).toBeNull();
    expect(await audits.nowOrLater("https://example.com/")).toBeNull();
    expect(calls).toHaveLength(1);
    expect(audits.isUnderWay("example.com")).toBe(true);
    calls[0]!.finish(refused);
    await Promise.resolve();
    expect(await audits.nowOrLater("example.com")).toEqual(refused);
    expect(await audits.nowOrLater("example.com")).toEqual(refused);
    now += 3 * 60_000;
    expect(audits.isUnderWay("example.com")).toBe(false);
    expect(await audits.nowOrLater("example.com")).toBeNull();
    expect(calls).toHaveLength(2);
  });

  test("an outcome the auditor gives at once is shown at once; a passing failure once, and the next request tries again", async () => {
    const audits = createAuditHandOff({ auditor: { audit: async () => busy } });
    expect(await audits.nowOrLater("example.com")).toEqual(busy);
    expect(audits.isUnderWay("example.com")).toBe(false);
  });

  test("an audit that throws is told as a failed audit, not a broken page", async () => {
    const { auditor, calls } = heldAuditor();
    const audits = createAuditHandOff({ auditor });
    expect(await audits.nowOrLater("example.com")).toBeNull();
    calls[0]!.fail(new Error("socket hang up"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await audits.nowOrLater("example.com")).toEqual({ ok: false, status: 500, message: SEO_AUDIT_MESSAGES.failed });
  });
});

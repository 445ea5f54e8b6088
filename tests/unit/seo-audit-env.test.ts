import { describe, expect, test } from "vitest";
import { EnvError, parseEnv } from "../../server/env";

describe("SEO audit settings", () => {
  test("default to the safe production values: ports 80 and 443, no exceptions, 10 s, 10 audits per 10 minutes", () => {
    expect(parseEnv({}).seoAudit).toEqual({ rateLimit: 10, ports: [80, 443], allowTargets: [], timeoutMs: 10_000 });
  });

  test("read test overrides, with allowed targets in canonical form", () => {
    const env = parseEnv({
      SEO_AUDIT_PORTS: "80, 443, 8080",
      SEO_AUDIT_ALLOW_TARGETS: "127.0.0.1:4100, [::1]:4101, [::ffff:127.0.0.1]:4102",
      SEO_AUDIT_TIMEOUT_MS: "500",
      SEO_AUDIT_RATE_LIMIT: "0",
    });
    expect(env.seoAudit).toEqual({
      rateLimit: 0,
      ports: [80, 443, 8080],
      allowTargets: ["127.0.0.1:4100", "[::1]:4101", "127.0.0.1:4102"],
      timeoutMs: 500,
    });
  });

  test.each([
    [{ SEO_AUDIT_PORTS: "80,http" }, "SEO_AUDIT_PORTS"],
    [{ SEO_AUDIT_PORTS: "70000" }, "SEO_AUDIT_PORTS"],
    [{ SEO_AUDIT_ALLOW_TARGETS: "localhost:4100" }, "SEO_AUDIT_ALLOW_TARGETS"],
    [{ SEO_AUDIT_ALLOW_TARGETS: "127.0.0.1" }, "SEO_AUDIT_ALLOW_TARGETS"],
    [{ SEO_AUDIT_TIMEOUT_MS: "60000" }, "SEO_AUDIT_TIMEOUT_MS"],
    [{ SEO_AUDIT_RATE_LIMIT: "-1" }, "SEO_AUDIT_RATE_LIMIT"],
  ])("refuse %o with a message naming %s", (source, variable) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${variable}:`));
  });
});

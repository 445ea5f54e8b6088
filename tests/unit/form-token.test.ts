import { describe, expect, test } from "vitest";
import { createFormTokens } from "../../server/security/form-token";

describe("signed form tokens", () => {
  const tokens = createFormTokens("a-test-secret-of-at-least-thirty-two-chars");
  const issued = Date.parse("2026-03-02T10:00:00.000Z");

  test("a token is good from 3 seconds after it was issued, with no upper limit", () => {
    const token = tokens.issue(issued);
    expect(tokens.check(token, issued)).toBe("too-fast");
    expect(tokens.check(token, issued + 2_999)).toBe("too-fast");
    expect(tokens.check(token, issued + 3_000)).toBeNull();
    expect(tokens.check(token, issued + 30 * 86_400_000)).toBeNull();
  });

  test("a token from the future is too fast, not good", () => {
    expect(tokens.check(tokens.issue(issued + 60_000), issued)).toBe("too-fast");
  });

  test("another secret's token, a changed time or a changed signature is forged", () => {
    const token = tokens.issue(issued);
    const other = createFormTokens("another-secret-of-at-least-thirty-two-chars").issue(issued);
    const [time, signature] = token.split(".") as [string, string];
    const later = issued + 10_000;
    expect(tokens.check(other, later)).toBe("invalid-token");
    expect(tokens.check(`${(parseInt(time, 36) - 5000).toString(36)}.${signature}`, later)).toBe("invalid-token");
    expect(tokens.check(`${time}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`, later)).toBe("invalid-token");
    expect(tokens.check(`${time}.${signature}x`, later)).toBe("invalid-token");
  });

  test("no token is missing; anything else that is not one is forged", () => {
    for (const missing of [undefined, null, "", "  "]) expect(tokens.check(missing, issued)).toBe("missing-token");
    for (const forged of [["a"], 5, {}, "1.2", "x".repeat(5000)]) expect(tokens.check(forged, issued)).toBe("invalid-token");
  });
});

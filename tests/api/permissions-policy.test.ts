import request from "supertest";
import { describe, expect, test } from "vitest";
import { createTestApp } from "../helpers/test-app";

// Engine-independent: it reads only the seeded content, to render pages and check what they show; those reads run on PostgreSQL in the content and blog tests (scripts/test-postgres.sh).

// Browser features the site never uses are off for its pages, what they embed and its
// API answers (server/middleware/security-headers.ts).

/** The header as a map of feature to allowlist, e.g. camera → "()". */
const policyOf = (header: string | undefined): Map<string, string> =>
  new Map(
    (header ?? "")
      .split(",")
      .map((entry) => entry.trim().split("="))
      .filter((pair): pair is [string, string] => pair.length === 2)
      .map(([name, allow]) => [name, allow]),
  );

const OFF = ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "midi", "display-capture", "fullscreen"];

describe("Permissions-Policy", () => {
  test("a page turns off camera, microphone, location, payment, USB and the like, and keeps the clipboard for itself", async () => {
    const { app } = await createTestApp();
    const rendered = await request(app).get("/contact");
    expect(rendered.status).toBe(200);
    const policy = policyOf(rendered.headers["permissions-policy"]);
    for (const feature of OFF) expect(policy.get(feature), feature).toBe("()");
    // The blog's share button copies the link where the device has no share sheet.
    expect(policy.get("clipboard-write")).toBe("(self)");
    // The same page again, answered from the page cache with the headers it was rendered with.
    const cached = await request(app).get("/contact");
    expect(cached.headers["x-page-cache"]).toBe("hit");
    expect(cached.headers["permissions-policy"]).toBe(rendered.headers["permissions-policy"]);
  });

  test("API answers carry it too, errors included", async () => {
    const { app } = await createTestApp();
    for (const [path, status] of [
      ["/api/blog", 200],
      ["/api/no-such-endpoint", 404],
    ] as const) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(status);
      expect(policyOf(res.headers["permissions-policy"]).get("camera"), path).toBe("()");
    }
  });

  test("passkeys: every public page forbids creating and using them; the staff pages allow both for this site only", async () => {
    const { app } = await createTestApp();
    for (const path of ["/", "/contact", "/de/contact", "/blog"]) {
      const policy = policyOf((await request(app).get(path)).headers["permissions-policy"]);
      expect(policy.get("publickey-credentials-get"), path).toBe("()");
      expect(policy.get("publickey-credentials-create"), path).toBe("()");
    }
    for (const path of ["/admin", "/admin/welcome", "/admin/account", "/admin/leads/4"]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(200);
      const policy = policyOf(res.headers["permissions-policy"]);
      expect(policy.get("publickey-credentials-get"), path).toBe("(self)");
      expect(policy.get("publickey-credentials-create"), path).toBe("(self)");
      // Everything else stays off there too.
      for (const feature of OFF) expect(policy.get(feature), `${path} ${feature}`).toBe("()");
    }
  });
});

import request from "supertest";
import { describe, expect, test } from "vitest";
import { SECURITY_TXT_VALID_DAYS, securityTxt } from "../../server/site/security-txt.router";
import { defaultBrand } from "../../shared/brand";
import { createTestApp } from "../helpers/test-app";

// Engine-independent: it reads only the seeded content, to render pages and check what they show; those reads run on PostgreSQL in the content and blog tests (scripts/test-postgres.sh).

const fields = (text: string) =>
  text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()] as const);

describe("GET /.well-known/security.txt (RFC 9116)", () => {
  test("is served as text/plain with Contact, Expires and Canonical", async () => {
    const { app } = await createTestApp();
    const res = await request(app).get("/.well-known/security.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const parsed = fields(res.text);
    expect(parsed).toContainEqual(["Contact", `mailto:${defaultBrand.email}`]);
    expect(parsed).toContainEqual(["Contact", "https://agency.test/security#report"]);
    expect(parsed).toContainEqual(["Canonical", "https://agency.test/.well-known/security.txt"]);
    expect(parsed.filter(([name]) => name === "Expires")).toHaveLength(1);
    // RFC 9116: every line is "Field: value"; unknown fields are allowed but ours are all standard.
    for (const [name] of parsed) expect(["Contact", "Expires", "Canonical", "Policy", "Preferred-Languages"]).toContain(name);
  });

  test("expires in the future and less than a year from now, in RFC 3339 form", async () => {
    const { app } = await createTestApp();
    const expires = fields((await request(app).get("/.well-known/security.txt")).text).find(([name]) => name === "Expires")![1];
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const days = (Date.parse(expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(SECURITY_TXT_VALID_DAYS - 2);
    expect(days).toBeLessThan(365);
  });

  test("follows the brand settings", () => {
    const text = securityTxt({ ...defaultBrand, email: "security@acme.example" }, "https://acme.example", new Date("2026-01-31T12:00:00Z"));
    expect(text).toContain("Contact: mailto:security@acme.example");
    expect(text).toContain(`Expires: 2026-07-30T00:00:00Z`);
  });
});

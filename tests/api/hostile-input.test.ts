import { row } from "../helpers/test-db";
import { createServer, type Server } from "node:http";
import request from "supertest";
import { afterEach, describe, expect, test } from "vitest";
import type { AppListener } from "../../server/app";
import { createAdminTestApp, signIn, SITE_ORIGIN } from "../helpers/admin";
import { parseHtml } from "../helpers/html";
import { homeFormLead } from "../helpers/lead-payloads";
import { createTestApp } from "../helpers/test-app";

// Whatever a client sends, the answer is a 2xx, 3xx or 4xx: never a 500. Names of
// Object.prototype's members are the sharpest junk, because a look-up keyed by
// visitor input in a plain object finds them (docs/decisions/0003-leads.md).

const PROTOTYPE_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
];

/** JSON text with `name` as a key at the top and one level down (an object literal would set the prototype instead). */
const jsonWithKey = (name: string, base: Record<string, unknown>) => {
  const key = JSON.stringify(name);
  const rest = JSON.stringify(base).slice(1, -1);
  return `{${key}: {${key}: ${key}}${rest ? `, ${rest}` : ""}}`;
};

/** Every string in `base` replaced by `name`. */
const withValues = (name: string, base: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(base).map(([k, v]) => [k, typeof v === "string" ? name : v]));

const junkBodies = (name: string, base: Record<string, unknown>): string[] => [
  jsonWithKey(name, base),
  jsonWithKey(name, {}),
  JSON.stringify(withValues(name, base)),
  JSON.stringify({ ...base, [name]: name }),
];

const post = {
  title: "A post",
  slug: "a-post",
  subtitle: "",
  excerpt: "",
  content: "Text",
  tags: ["SEO"],
  category: null,
  author: null,
  readTime: null,
  imageUrl: "",
  metaTitle: "",
  metaDescription: "",
  isPublished: false,
  isFeatured: false,
};

/** The app on one listening server for the whole test: thousands of requests without a server each. */
async function listening(app: AppListener): Promise<Server> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return server;
}
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function everyWriteEndpoint() {
  // Every address resolves to nothing: the audit answers without reaching out.
  const testApp = await createAdminTestApp({ seoAuditResolver: async () => [], env: { SEO_AUDIT_RATE_LIMIT: "0" } });
  const session = await signIn(testApp.app);
  const server = await listening(testApp.app);
  const json = (req: request.Test, body: string) => req.set("Content-Type", "application/json").send(body);
  const sameSite = (req: request.Test) => req.set("Origin", SITE_ORIGIN).set("Sec-Fetch-Site", "same-origin");
  const admin = (req: request.Test) => sameSite(req).set("Cookie", session.cookie).set("X-CSRF-Token", session.csrfToken);
  const leadId = (await request(server).post("/api/contacts").send(homeFormLead)).body.id as number;
  const postId = (await admin(request(server).post("/api/admin/posts")).send(post)).body.id as number;
  const endpoints: { name: string; base: Record<string, unknown>; send(body: string): request.Test }[] = [
    { name: "POST /api/contacts", base: homeFormLead, send: (b) => json(request(server).post("/api/contacts"), b) },
    { name: "POST /api/seo-audit", base: { url: "https://example.com" }, send: (b) => json(request(server).post("/api/seo-audit"), b) },
    {
      name: "POST /api/admin/session",
      base: { email: "staff@agency.example", password: "wrong-password-123" },
      send: (b) => json(sameSite(request(server).post("/api/admin/session")), b),
    },
    {
      name: "POST /api/admin/leads/:id/notes",
      base: { body: "Called back" },
      send: (b) => json(admin(request(server).post(`/api/admin/leads/${leadId}/notes`)), b),
    },
    {
      name: "PATCH /api/admin/leads/:id",
      base: { status: "won" },
      send: (b) => json(admin(request(server).patch(`/api/admin/leads/${leadId}`)), b),
    },
    { name: "POST /api/admin/posts", base: post, send: (b) => json(admin(request(server).post("/api/admin/posts")), b) },
    { name: "PUT /api/admin/posts/:id", base: post, send: (b) => json(admin(request(server).put(`/api/admin/posts/${postId}`)), b) },
    {
      name: "PATCH /api/admin/posts/:id",
      base: { isPublished: true },
      send: (b) => json(admin(request(server).patch(`/api/admin/posts/${postId}`)), b),
    },
  ];
  // Writes whose body is a link's token or nothing: fuzzed like the rest, but a token
  // with a NUL in it is simply not one of ours (404), so the NUL test leaves them out.
  const tokenWrites: typeof endpoints = [
    ...(["confirm", "unsubscribe"] as const).map((kind) => ({
      name: `POST /api/newsletter/${kind}`,
      base: { token: "1.abc" },
      send: (b: string) => json(sameSite(request(server).post(`/api/newsletter/${kind}`)), b),
    })),
    {
      name: "POST /newsletter/unsubscribe (a mail program's one-click)",
      base: { "List-Unsubscribe": "One-Click" },
      send: (b) => request(server).post("/newsletter/unsubscribe?token=1.abc").type("form").send(b),
    },
    {
      name: "POST /api/admin/leads/:id/restore",
      base: {},
      send: (b) => json(admin(request(server).post(`/api/admin/leads/${leadId}/restore`)), b),
    },
    {
      name: "POST /api/admin/deliveries/:id/resend",
      base: {},
      send: (b) => json(admin(request(server).post("/api/admin/deliveries/1/resend")), b),
    },
  ];
  return { ...testApp, server, session, endpoints, tokenWrites };
}

const expectNoServerError = (res: request.Response, what: string) => {
  expect(res.status, `${what} → ${res.status} ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
  expect(res.status, `${what} → ${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
};

describe("hostile input never gets a 500", () => {
  test("POST /api/contacts: junk JSON bodies", async () => {
    const { app } = await createTestApp();
    const junk: unknown[] = [
      null,
      0,
      "text",
      true,
      { email: null },
      { email: ["a@b.example"] },
      { contactFormType: {} },
      { email: "a@b.example", region: "FR", contactFormType: "home-contact-form" },
    ];
    for (const body of junk) {
      const res = await request(app).post("/api/contacts").set("Content-Type", "application/json").send(JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  test("every write endpoint: prototype names as keys and as values", { timeout: 60_000 }, async () => {
    const { endpoints, tokenWrites } = await everyWriteEndpoint();
    for (const endpoint of [...endpoints, ...tokenWrites]) {
      for (const body of ["null", "[]", '"text"']) expectNoServerError(await endpoint.send(body), `${endpoint.name} ${body}`);
      for (const name of PROTOTYPE_NAMES) {
        for (const body of junkBodies(name, endpoint.base))
          expectNoServerError(await endpoint.send(body), `${endpoint.name} ${body.slice(0, 80)}`);
      }
    }
  });

  test("POST /api/contacts as a plain form: prototype names as field names and as values", { timeout: 60_000 }, async () => {
    const server = await listening(await (await createTestApp()).app);
    const form = (body: string) => request(server).post("/api/contacts").type("form").send(body);
    for (const name of PROTOTYPE_NAMES) {
      const n = encodeURIComponent(name);
      const bodies = [
        `contactFormType=${n}&email=a%40b.example&returnTo=${n}&region=${n}&${n}=${n}&${n}=x`,
        `contactFormType=home-contact-form&returnTo=%2F&name=Sam&email=sam%40lee.example&servicesInterested=${n}&subServices=${n}&subServices=${n}&region=${n}&${n}=x`,
      ];
      for (const body of bodies) expectNoServerError(await form(body), `form ${body}`);
    }
  });

  test("pages and reads: prototype names in paths and query strings", { timeout: 60_000 }, async () => {
    const { server, session } = await everyWriteEndpoint();
    const asStaff = (path: string) => request(server).get(path).set("Cookie", session.cookie).set("Sec-Fetch-Site", "same-origin");
    // Rendering a page costs more than an API answer: the names that differ in kind.
    for (const name of ["__proto__", "constructor", "valueOf", "hasOwnProperty", "__lookupGetter__"]) {
      const n = encodeURIComponent(name);
      const paths = [
        `/blog/${n}`,
        `/blog?category=${n}&q=${n}`,
        `/case-studies/${n}`,
        `/case-studies?service=${n}`,
        `/services/${n}`,
        `/contact?service=${n}&coupon=${n}&promo=${n}`,
        `/pricing-calculator?s=${n}&seo_pkg=${n}&web_platform=${n}&ai_type=${n}&team_${n}=2&ads_types=${n}`,
        `/onboarding-wizard?step=${n}&business=${n}&goal=${n}&interest=${n}&budget=${n}&timeline=${n}`,
        `/seo-audit?url=${n}`,
        `/api/blog/${n}`,
        `/${n}?${n}=${n}`,
      ];
      for (const path of paths) expectNoServerError(await request(server).get(path), `GET ${path}`);
      for (const path of [
        `/api/admin/leads?${n}=x&formType=${n}&status=${n}`,
        `/api/admin/leads/export.csv?${n}=x`,
        `/api/contacts?${n}=x`,
        `/api/admin/posts/${n}`,
      ]) {
        expectNoServerError(await asStaff(path), `GET ${path}`);
      }
    }
  });
});

describe("NUL characters are refused in every text field of every write, naming the field", () => {
  test("JSON bodies", async () => {
    const { endpoints, db } = await everyWriteEndpoint();
    const stored = async () =>
      await row(db, "SELECT (SELECT COUNT(*) FROM leads) + (SELECT COUNT(*) FROM lead_notes) + (SELECT COUNT(*) FROM blog_posts) AS n");
    const before = await stored();
    for (const endpoint of endpoints) {
      for (const [field, value] of Object.entries(endpoint.base)) {
        const values = typeof value === "string" ? [`${value}\u0000`, "\u0000"] : Array.isArray(value) ? [["ok", "a\u0000b"]] : [];
        for (const bad of values) {
          const res = await endpoint.send(JSON.stringify({ ...endpoint.base, [field]: bad }));
          expect(res.status, `${endpoint.name} ${field}`).toBe(400);
          expect(res.body.fieldErrors?.[field], `${endpoint.name} ${field}`).toEqual(["Must not contain NUL (\\u0000) characters"]);
        }
      }
    }
    expect(await stored()).toEqual(before);
  });

  test("a plain form post shows its page again with the field named", async () => {
    const { app, db } = await createTestApp();
    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send("returnTo=%2Fcontact&contactFormType=contact-form&email=a%40b.example&message=Hello%00there");
    expect(res.status).toBe(400);
    expect(parseHtml(res.text).querySelector('[role="alert"]')?.textContent).toContain("message: Must not contain NUL");
    expect(res.text).not.toContain("\u0000");
    expect(((await row(db, "SELECT COUNT(*) AS n FROM leads")) as { n: number }).n).toBe(0);
  });
});

import { createServer, get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import request from "supertest";
import { afterAll, describe, expect, test } from "vitest";
import { createTestApp } from "../helpers/test-app";

// Engine-independent: it reads only the seeded content, to render pages and check what they show; those reads run on PostgreSQL in the content and blog tests (scripts/test-postgres.sh).

/** A browser's Accept-Encoding (Chromium's). */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
/** Only the signed form token differs between two renders. */
const FORM_TOKEN = /[0-9a-z]{1,11}\.[A-Za-z0-9_-]{43}/g;

// A rendered page is sent whole once React has written it (server/ssr/render.tsx): one body
// with its Content-Length, compressed when the client asks, the same bytes every time.

describe("a page rendered without the page cache", async () => {
  const { app } = await createTestApp({ env: { PAGE_CACHE: "off" } });

  test("is sent in one piece with its length, beginning with the doctype and ending with the document", async () => {
    const res = await request(app).get("/").set("Accept-Encoding", "identity");
    expect(res.status).toBe(200);
    expect(res.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(res.text));
    expect(res.text.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(res.text.endsWith("</body></html>")).toBe(true);
  });

  test("a German page arrives with its umlauts intact and says its exact length in bytes", async () => {
    // Its static parts reach the page as long strings of German text, beside React's encoded bytes (server/ssr/page-body.ts).
    const res = await request(app).get("/de").set("Accept-Encoding", "identity");
    expect(res.status).toBe(200);
    expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(res.text));
    expect(res.text).toMatch(/[äöüß]/);
    expect(res.text).not.toContain("\uFFFD");
    expect(res.text.endsWith("</body></html>")).toBe(true);
  });

  test("is compressed as the client asks, and unpacks to the page a client without compression gets", async () => {
    const plain = await request(app).get("/de").set("Accept-Encoding", "identity");
    // supertest unpacks the body as a browser would.
    const gzip = await request(app).get("/de").set("Accept-Encoding", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text.replace(FORM_TOKEN, "TOKEN")).toBe(plain.text.replace(FORM_TOKEN, "TOKEN"));
  });

  test("HEAD answers with the length GET sends, without a body", async () => {
    const get = await request(app).get("/about").set("Accept-Encoding", "identity");
    const head = await request(app).head("/about").set("Accept-Encoding", "identity");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.text).toBeUndefined();
  });
});

describe("a page rendered without the page cache, for a browser", async () => {
  const { app } = await createTestApp({ env: { PAGE_CACHE: "off" } });
  // Over a real socket: supertest would unpack the body before the test could count its bytes.
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function fetchRaw(path: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      get({ host: "127.0.0.1", port, path, headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
  }

  test.each(["/", "/case-studies", "/de", "/no-such-page"])(
    "%s arrives in brotli, in one piece with the length of its compressed bytes, and unpacks to the page a client without compression gets",
    async (path) => {
      const plain = await fetchRaw(path, "identity");
      const br = await fetchRaw(path, BROWSER_ENCODINGS);
      expect(br.status).toBe(plain.status);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["transfer-encoding"]).toBeUndefined();
      expect(Number(br.headers["content-length"])).toBe(br.body.length);
      expect(br.body.length).toBeLessThan(plain.body.length / 3);
      expect(brotliDecompressSync(br.body).toString().replace(FORM_TOKEN, "TOKEN")).toBe(
        plain.body.toString().replace(FORM_TOKEN, "TOKEN"),
      );
    },
  );

  test("carries the same headers as the uncompressed page, apart from its encoding and length", async () => {
    const plain = await fetchRaw("/about", "identity");
    const br = await fetchRaw("/about", BROWSER_ENCODINGS);
    const perResponse = ["date", "content-encoding", "content-length"];
    const without = (headers: IncomingHttpHeaders) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponse.includes(name)));
    expect(without(br.headers)).toEqual(without(plain.headers));
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("in gzip when the browser turns brotli down", async () => {
    const gzip = await fetchRaw("/about", "br;q=0, gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
  });
});

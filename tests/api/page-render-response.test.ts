import request from "supertest";
import { describe, expect, test } from "vitest";
import { createTestApp } from "../helpers/test-app";

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

  test("is compressed as the client asks, and unpacks to the page a client without compression gets", async () => {
    const plain = await request(app).get("/de").set("Accept-Encoding", "identity");
    // supertest unpacks the body as a browser would.
    const gzip = await request(app).get("/de").set("Accept-Encoding", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    // Only the signed form token differs between two renders.
    const token = /[0-9a-z]{1,11}\.[A-Za-z0-9_-]{43}/g;
    expect(gzip.text.replace(token, "TOKEN")).toBe(plain.text.replace(token, "TOKEN"));
  });

  test("HEAD answers with the length GET sends, without a body", async () => {
    const get = await request(app).get("/about").set("Accept-Encoding", "identity");
    const head = await request(app).head("/about").set("Accept-Encoding", "identity");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.text).toBeUndefined();
  });
});

import { request as httpRequest, createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, test } from "vitest";
import { createTestApp, testManifest } from "../helpers/test-app";

// Every page that is rendered (not answered from the page cache) is preceded by `103 Early Hints`
// naming the stylesheet, the page font and the entry script (server/ssr/early-hints.ts), so a
// browser fetches them while the page is rendered. Read with a raw HTTP client, as a browser sees it.

const servers: ReturnType<typeof createServer>[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

async function listen(env: Record<string, string> = {}): Promise<number> {
  const { app } = await createTestApp({ env: { PAGE_CACHE: "on", ...env } });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** The informational answers before the final one, and the final status. */
function get(port: number, path: string): Promise<{ hints: { status: number; headers: IncomingHttpHeaders }[]; status: number }> {
  return new Promise((resolve, reject) => {
    const hints: { status: number; headers: IncomingHttpHeaders }[] = [];
    const req = httpRequest({ host: "127.0.0.1", port, path, headers: { "accept-encoding": "identity" } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ hints, status: res.statusCode ?? 0 }));
    });
    req.on("information", (info) => hints.push({ status: info.statusCode, headers: info.headers }));
    req.on("error", reject);
    req.end();
  });
}

describe("103 Early Hints", () => {
  test("a rendered page is preceded by a 103 naming the stylesheet, the page font and the entry script", async () => {
    const port = await listen();
    const { hints, status } = await get(port, "/about");
    expect(status).toBe(200);
    expect(hints.map((h) => h.status)).toEqual([103]);
    const links = String(hints[0]!.headers.link).split(/,\s*(?=<)/);
    expect(links).toEqual([
      `<${testManifest.css}>; rel=preload; as=style`,
      `<${testManifest.fonts[0]}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
      `<${testManifest.entry}>; rel=modulepreload`,
    ]);
  });

  test("a not-found page is rendered too, and hinted; a page from the cache needs no hint", async () => {
    const port = await listen();
    expect((await get(port, "/no-such-page")).hints.map((h) => h.status)).toEqual([103]);
    await get(port, "/contact");
    // Wait for what a visitor would: the page in the cache, answered before Express.
    await expect.poll(async () => (await get(port, "/contact")).hints.length).toBe(0);
  });

  test("the API and files get none, and none is sent when the mechanism is switched off to be measured", async () => {
    const port = await listen();
    expect((await get(port, "/api/blog")).hints).toEqual([]);
    expect((await get(port, "/robots.txt")).hints).toEqual([]);
    const off = await listen({ FAST_PATH_OFF: "early-hints" });
    expect((await get(off, "/about")).hints).toEqual([]);
  });
});

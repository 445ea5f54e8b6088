import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, test } from "vitest";
import { versionPerRequest } from "../../server/ssr/request-version";

// server/ssr/request-version.ts: the content version a request is answered at is read once, at its
// first step; every later step of the same request sees that same version, and the next request reads again.

const request = () => new IncomingMessage(new Socket());

describe("the content version of a request", () => {
  test("is read once however many steps ask, and afresh for the next request", () => {
    let reads = 0;
    let stored = "v1";
    const version = versionPerRequest(() => {
      reads++;
      return stored;
    });
    const first = request();
    expect([version(first), version(first), version(first)]).toEqual(["v1", "v1", "v1"]);
    expect(reads).toBe(1);
    // Staff publish while the first request is being answered: it keeps the version it was read at.
    stored = "v2";
    expect(version(first)).toBe("v1");
    expect(version(request())).toBe("v2");
    expect(reads).toBe(2);
  });

  test("a version still being read (PostgreSQL) is one read shared by the request's steps", async () => {
    let reads = 0;
    const version = versionPerRequest(() => {
      reads++;
      return Promise.resolve("v7");
    });
    const req = request();
    expect(await Promise.all([version(req), version(req)])).toEqual(["v7", "v7"]);
    expect(reads).toBe(1);
  });

  test("a read that fails is tried again by the next step", () => {
    let fail = true;
    const version = versionPerRequest(() => {
      if (fail) throw new Error("database unavailable");
      return "v3";
    });
    const req = request();
    expect(() => version(req)).toThrow("database unavailable");
    fail = false;
    expect(version(req)).toBe("v3");
  });
});

import { describe, expect, test } from "vitest";
import { parseEnv } from "../../server/env";
import { BROWSER_MECHANISMS, mechanismsOff, SERVER_MECHANISMS } from "../../shared/fast-path-switches";

// The fast path's mechanisms can be switched off one at a time to measure what each buys
// (shared/fast-path-switches.ts; the bench scripts' BENCH_MECHANISMS and SLOW_PHONE_MECHANISMS runs).

describe("FAST_PATH_OFF", () => {
  test("names mechanisms of the server and of the browser, and nothing else", () => {
    expect(mechanismsOff(undefined).size).toBe(0);
    expect([...mechanismsOff(" part-html, landing-router ")]).toEqual(["part-html", "landing-router"]);
    expect(() => mechanismsOff("part-html,partial-hydration")).toThrow(/unknown partial-hydration; known: part-html, /);
    expect(Object.keys(SERVER_MECHANISMS)).toContain("early-hints");
    expect(Object.keys(BROWSER_MECHANISMS)).toContain("parts-in-browser");
  });

  test("the server refuses to start with an unknown one, naming the variable; unset, every mechanism is on", () => {
    expect(() => parseEnv({ FAST_PATH_OFF: "warp-drive" })).toThrow(/FAST_PATH_OFF/);
    expect(parseEnv({}).fastPathOff.size).toBe(0);
    expect([...parseEnv({ FAST_PATH_OFF: "data-block" }).fastPathOff]).toEqual(["data-block"]);
  });
});

import type { BrowserMechanism } from "../../shared/fast-path-switches";

// The browser's mechanisms of the fast path a build may leave out, to measure what each buys
// (FAST_PATH_OFF when building, shared/fast-path-switches.ts). The client build writes the list
// in place of the global below; anywhere else (the server's render, tests) it is unset: all on.

const off = ((globalThis as { __FAST_PATH_OFF__?: string }).__FAST_PATH_OFF__ ?? "").split(",");

/** Whether this build does `mechanism` (every production build does all of them). */
export const builtWith = (mechanism: BrowserMechanism): boolean => !off.includes(mechanism);

import type { Clock } from "../../server/delivery/clock";

/** A clock the test moves by hand (the outbox's retries are hours apart). */
export function fakeClock(startIso = "2026-03-02T09:00:00.000Z"): Clock & { advance(ms: number): void; set(epochMs: number): void } {
  let now = Date.parse(startIso);
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
    set(epochMs) {
      now = epochMs;
    },
  };
}

// Time for the outbox, injectable so tests can move it (tests/api/delivery-retries.test.ts).

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Timers the worker arms; they never keep the process alive on their own. */
export interface Timers {
  set(callback: () => void, ms: number): () => void;
}

export const unrefTimers: Timers = {
  set(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

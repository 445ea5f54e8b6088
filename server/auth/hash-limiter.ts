import { HttpError } from "../http-error";
import { STAFF_API_MESSAGES } from "../../shared/i18n/api-messages";

// Each scrypt hash takes 128 MiB and a few hundred milliseconds of a core. Sign-in
// requests run their hash through this gate: at most `concurrency` at once, a
// short queue behind them, and 503 beyond that, so a burst of sign-in attempts
// cannot exhaust memory or starve the pages (docs/decisions/0009-admin-security.md).

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createLimiter(options: { concurrency: number; maxQueue: number }): Limiter {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    active--;
    const next = queue.shift();
    if (next) {
      active++;
      next();
    }
  };

  return {
    async run(task) {
      if (active >= options.concurrency) {
        if (queue.length >= options.maxQueue) throw new HttpError(503, STAFF_API_MESSAGES.signInBusy);
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

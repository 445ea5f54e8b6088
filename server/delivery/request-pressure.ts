import type { IncomingMessage, ServerResponse } from "node:http";

// Lead delivery runs in the same thread as the site's requests. While requests are
// being answered, the worker sends one job at a time with pauses between, so that
// composing emails never delays a visitor's page or lead POST by much; once the
// requests stop, it sends at full speed (docs/decisions/0013-lead-delivery.md).

export interface RequestPressure {
  /** Counts a request from its start until its response is closed. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** Whether a request is being answered right now. */
  isBusy(): boolean;
}

export function createRequestPressure(): RequestPressure {
  let inFlight = 0;
  const done = () => {
    inFlight--;
  };
  return {
    track(_req, res) {
      inFlight++;
      res.once("close", done);
    },
    isBusy: () => inFlight > 0,
  };
}

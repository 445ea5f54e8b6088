import type { Clock } from "./clock";
import { signWebhook, webhookSigningKey } from "./standard-webhooks";

// LEAD_WEBHOOK_URL: each lead is POSTed as JSON, signed as Standard Webhooks says.
// Any 2xx answer is delivery; any other answer (redirects included), a network
// error or 10 s without an answer is a failure the worker retries, with the same
// webhook-id so the receiver can drop a repeat it already processed.

export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookSender {
  send(webhookId: string, body: string): Promise<void>;
}

export function createWebhookSender(options: {
  url: string;
  secret: string;
  clock: Clock;
  userAgent: string;
  timeoutMs?: number;
}): WebhookSender {
  const key = webhookSigningKey(options.secret);
  if (!key) throw new Error("LEAD_WEBHOOK_SECRET is not a valid whsec_ secret");
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  return {
    async send(webhookId, body) {
      const timestamp = Math.floor(options.clock.now() / 1000);
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: "POST",
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            "Content-Type": "application/json",
            "User-Agent": options.userAgent,
            "webhook-id": webhookId,
            "webhook-timestamp": String(timestamp),
            "webhook-signature": signWebhook(key, webhookId, timestamp, body),
          },
          body,
        });
      } catch (error) {
        const name = (error as Error).name;
        if (name === "TimeoutError" || name === "AbortError") throw new Error(`No answer from the webhook within ${timeoutMs / 1000} s`);
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new Error(`Could not reach the webhook: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
      }
      // The answer's body is not needed; reading it off frees the connection for the next call.
      await response.arrayBuffer().catch(() => undefined);
      if (response.status < 200 || response.status > 299) {
        throw new Error(`The webhook answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`);
      }
    },
  };
}

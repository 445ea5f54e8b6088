import { createHmac, createSecretKey, timingSafeEqual } from "node:crypto";
import { MIN_FORM_FILL_MS, type SpamReason } from "../../shared/schemas/spam";
import { purposeKey } from "./app-secret";

// The signed form token: "<issue time in ms, base 36>.<HMAC-SHA256 of it, base64url>".
// It proves that one of our pages or GET /api/form-token handed it out, and when.
// It holds nothing about the visitor and is not single-use: a page served from the
// page cache hands every visitor the same token (docs/decisions/0014).

const TOKEN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

export interface FormTokens {
  issue(now?: number): string;
  /** Why a post's token makes it spam, or null when it is a good token old enough. */
  check(token: unknown, now?: number): Extract<SpamReason, "missing-token" | "invalid-token" | "too-fast"> | null;
}

export function createFormTokens(appSecret: string, minAgeMs = MIN_FORM_FILL_MS): FormTokens {
  // A key object made once: a raw key would be imported again by every HMAC, which every page render makes.
  const key = createSecretKey(purposeKey(appSecret, "form-token/v1"));
  const sign = (time: string) => createHmac("sha256", key).update(time).digest();
  return {
    issue(now = Date.now()) {
      const time = Math.floor(now).toString(36);
      return `${time}.${sign(time).toString("base64url")}`;
    },
    check(token, now = Date.now()) {
      if (token === undefined || token === null || (typeof token === "string" && token.trim() === "")) return "missing-token";
      if (typeof token !== "string") return "invalid-token";
      const match = TOKEN.exec(token.trim());
      if (!match) return "invalid-token";
      const [, time, signature] = match as unknown as [string, string, string];
      if (!timingSafeEqual(Buffer.from(signature, "base64url"), sign(time))) return "invalid-token";
      return now - parseInt(time, 36) < minAgeMs ? "too-fast" : null;
    },
  };
}

import { createHmac, timingSafeEqual } from "node:crypto";
import type { NewsletterLinkKind } from "../../shared/schemas/newsletter-link";

// The newsletter links' tokens: "<c|u><subscription lead id>.<expiry, Unix s>.<signature>",
// signed with HMAC-SHA256 (128 bits kept, base64url). Confirmation tokens expire;
// unsubscribe tokens never do, as a mail program's one-click unsubscribe must keep
// working for as long as the email is kept (RFC 8058).

const PREFIX: Record<NewsletterLinkKind, string> = { confirm: "c", unsubscribe: "u" };

/** A genuine token (expired or not), or none of ours. */
export type TokenCheck =
  | { isValid: true; isExpired: boolean; kind: NewsletterLinkKind; leadId: number; expiresAt: number | null }
  | { isValid: false };

export function createNewsletterTokens(secret: string) {
  const signature = (payload: string) => createHmac("sha256", secret).update(`newsletter-link:${payload}`).digest().subarray(0, 16);

  return {
    /** `expiresAt` in epoch ms, or null for a token that never expires. */
    sign(kind: NewsletterLinkKind, leadId: number, expiresAt: number | null): string {
      const payload = `${PREFIX[kind]}${leadId}.${expiresAt === null ? 0 : Math.floor(expiresAt / 1000)}`;
      return `${payload}.${signature(payload).toString("base64url")}`;
    },
    check(token: string, now: number): TokenCheck {
      const match = /^([cu])(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match) return { isValid: false };
      const [, prefix, id, expiry, given] = match as unknown as [string, string, string, string, string];
      const expected = signature(`${prefix}${id}.${expiry}`);
      const actual = Buffer.from(given, "base64url");
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { isValid: false };
      const expiresAt = expiry === "0" ? null : Number(expiry) * 1000;
      const kind = prefix === "c" ? "confirm" : "unsubscribe";
      return { isValid: true, isExpired: expiresAt !== null && expiresAt <= now, kind, leadId: Number(id), expiresAt };
    },
  };
}
export type NewsletterTokens = ReturnType<typeof createNewsletterTokens>;

import { createHmac, timingSafeEqual } from "node:crypto";

// Standard Webhooks (https://www.standardwebhooks.com): every request carries
// webhook-id, webhook-timestamp (Unix seconds) and webhook-signature, which is
// "v1," + base64(HMAC-SHA256(secret, "<id>.<timestamp>.<body>")).

const WHSEC_PREFIX = "whsec_";
/** The specification asks for secrets of 24 to 64 random bytes. */
export const MIN_SECRET_BYTES = 24;

/**
 * The signing key of a secret. A "whsec_<base64>" secret (the specification's
 * convention, as Svix, n8n and most CRMs show it) is its decoded bytes; any other
 * secret is used as its UTF-8 bytes. Null when a whsec_ secret is not valid base64.
 */
export function webhookSigningKey(secret: string): Buffer | null {
  if (!secret.startsWith(WHSEC_PREFIX)) return Buffer.from(secret, "utf8");
  const encoded = secret.slice(WHSEC_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  return Buffer.from(encoded, "base64");
}

export function signWebhook(key: Buffer, id: string, timestampSeconds: number, body: string): string {
  const digest = createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return `v1,${digest}`;
}

/**
 * What a receiver does: true when one of the space-separated signatures of the
 * header is a v1 signature of this id, timestamp and body. (The timestamp's age is
 * the receiver's own rule; the tests and docs use this to show how to check.)
 */
export function verifyWebhook(key: Buffer, id: string, timestampSeconds: number, body: string, signatureHeader: string): boolean {
  const expected = Buffer.from(signWebhook(key, id, timestampSeconds, body).slice(3), "base64");
  return signatureHeader.split(" ").some((part) => {
    const [version, signature] = part.split(",");
    if (version !== "v1" || !signature) return false;
    const given = Buffer.from(signature, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// Admin passwords are hashed with scrypt, N = 2^17, r = 8, p = 1 (OWASP's
// recommendation), a random 16-byte salt and a 32-byte key. The stored form names
// its own parameters, so they can be raised later without breaking old hashes:
//   $scrypt$ln=17,r=8,p=1$<salt, base64>$<key, base64>

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

export const PASSWORD_HASH_PARAMS: ScryptParams = { ln: 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Stored hashes above this cost are refused rather than computed (a tampered row must not exhaust memory). */
const MAX_LN = 20;

export interface ParsedPasswordHash extends ScryptParams {
  N: number;
  salt: Buffer;
  key: Buffer;
}

function scryptAsync(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.ln;
  // Node's default maxmem (32 MiB) is below what N = 2^17, r = 8 needs (128 * N * r = 128 MiB).
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = PASSWORD_HASH_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, params);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

const FORMAT = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** The parameters, salt and key of a stored hash, or null when it is not one of ours. */
export function parsePasswordHash(stored: string): ParsedPasswordHash | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (ln < 1 || ln > MAX_LN || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { ln, r, p, N: 2 ** ln, salt: Buffer.from(match[4]!, "base64"), key: Buffer.from(match[5]!, "base64") };
}

/** Compares in constant time; false for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const key = await scryptAsync(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

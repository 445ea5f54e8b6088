import { randomInt } from "node:crypto";
import type { ExitOffer } from "../../shared/content/exit-offers";

// The exit popup promises "an exclusive discount code": each claim gets its own,
// e.g. SEO30-7KQ4-M9XD, stored with the lead (UNIQUE in migration 004). The random
// part is 8 characters of Crockford's base32 (40 bits, no I, L, O or U), so a code
// read aloud or retyped from the email is not misread.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newDiscountCode(offer: ExitOffer): string {
  let random = "";
  for (let i = 0; i < 8; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${offer.codePrefix}-${random.slice(0, 4)}-${random.slice(4)}`;
}

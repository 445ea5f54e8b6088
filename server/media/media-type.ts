// What an upload is, decided by its bytes alone: never by its name or the type the
// browser declared (docs/decisions/0024-media-library.md). Raster images are told apart
// by their signatures (sharp then decodes them, which is the real check); an SVG is
// text whose first element is <svg>. Markup anywhere in a raster file (a JPEG that is
// also an HTML page) refuses it: a browser that sniffs such a file could run it.

export type UploadKind = { kind: "raster"; type: "image/jpeg" | "image/png" | "image/webp" | "image/avif" } | { kind: "svg" };

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/** The ISO-BMFF brands of an AVIF file (its ftyp box: major brand, then compatible brands). */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    const brand = ascii(bytes, at, at + 4);
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}

/** An SVG document: optional BOM, XML declaration, comments and whitespace, then <svg. Anything else (HTML, a DOCTYPE with entities) is not. */
const SVG_START = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

export function detectUploadKind(bytes: Buffer): UploadKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: "raster", type: "image/jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: "raster", type: "image/png" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { kind: "raster", type: "image/webp" };
  if (isAvif(bytes)) return { kind: "raster", type: "image/avif" };
  // Only the start is looked at: an SVG is plain text, so this is enough to tell it from HTML.
  if (SVG_START.test(bytes.subarray(0, 4096).toString("utf8"))) return { kind: "svg" };
  return null;
}

/**
 * Markup a browser would act on, anywhere in the bytes (case-insensitive, as browsers read
 * it): the signs of an HTML or script polyglot. Each token is long and ends in a delimiter, so
 * compressed image data matches one by chance about once in 250,000 uploads of 10 MB
 * (docs/decisions/0024-media-library.md); short ones like "<a " would match every few files.
 */
const MARKUP = /<(?:script|html|body|iframe|object|embed|svg|!doctype|\?php)[\s>/]|javascript:|\bon(?:load|error|click|mouseover)\s*=/i;

export const containsMarkup = (bytes: Buffer): boolean => MARKUP.test(bytes.toString("latin1"));

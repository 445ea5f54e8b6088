import { Parser } from "htmlparser2";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { MEDIA_WIDTHS, type MediaFormat } from "../../shared/media/media-image";
import { MEDIA_MESSAGES, MEDIA_PROCESSING_LIMITS } from "../../shared/i18n/api-messages";
import { MarkupTooComplex, markupBudget } from "../bounded-jobs/markup-budget";
import { MAX_INPUT_PIXELS, MediaRefusal, type ProcessedImage, type ProcessedVariant } from "./processed-image";
import { containsMarkup, detectUploadKind } from "./media-type";
import { sanitiseSvg } from "./svg-sanitise";

// An upload becomes the rows of the media library: its size, dominant colour and every
// variant, made here before anything is stored (docs/decisions/0024-media-library.md).
// The image is decoded once (auto-rotated by its EXIF orientation, at most 1920 px wide)
// and each variant is encoded from that; sharp writes no metadata unless told to, so no
// variant carries EXIF, GPS or XMP. This runs in the media job's process, never in the
// server's (media-jobs.ts, docs/decisions/0033-bounded-work.md).

const MAX_VARIANT_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
/**
 * An SVG is drawn only to find its colour, at most this many pixels across: librsvg's cost
 * grows with the drawing's size and its filters' reach (a 6000 px square blurred by 500 ran
 * for minutes), and a colour needs no detail.
 */
const SVG_COLOUR_SIZE = 256;

const CONTENT_TYPE: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};

/** The widths to make for an image `width` px wide: never wider than it, its own width last when it is narrower than 1920. */
export function variantWidths(width: number): number[] {
  const below: number[] = MEDIA_WIDTHS.filter((w) => w < width);
  const last = Math.min(width, MAX_VARIANT_WIDTH);
  return below.includes(last) ? below : [...below, last];
}

const hex = (n: number) => n.toString(16).padStart(2, "0");

async function dominantColor(image: Sharp): Promise<string> {
  const { dominant } = await image.stats();
  return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}

const sharpOptions = { limitInputPixels: MAX_INPUT_PIXELS } as const;

/**
 * The encoders, tuned for photos on web pages: AVIF at effort 2 (its default, 4, takes much
 * longer on a two-core server; AVIF is already most of the time: scripts/media-bench.ts),
 * mozjpeg for the JPEG fallback.
 */
const ENCODE: Record<Exclude<MediaFormat, "svg">, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 3 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
};

/** sharp's decoding failures, as what staff can act on. */
function decodeRefusal(error: unknown): MediaRefusal {
  if (error instanceof MediaRefusal) return error;
  const text = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(text)) return new MediaRefusal(413, MEDIA_MESSAGES.tooManyPixels);
  return new MediaRefusal(415, MEDIA_MESSAGES.unreadable);
}

async function processRaster(bytes: Buffer, type: string): Promise<ProcessedImage> {
  if (containsMarkup(bytes)) throw new MediaRefusal(415, MEDIA_MESSAGES.markupInside);
  let oriented: { data: Buffer; info: OutputInfo };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, sharpOptions).metadata();
    // Decoded once, upright and at most as wide as the widest variant; every variant is made from this.
    oriented = await sharp(bytes, sharpOptions)
      .autoOrient()
      .resize({ width: MAX_VARIANT_WIDTH, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeRefusal(error);
  }
  const { data, info } = oriented;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  // The original's upright size (EXIF orientation may swap width and height).
  const { width, height } = meta.autoOrient;
  const fallback = meta.hasAlpha ? "png" : "jpeg";
  const variants: ProcessedVariant[] = [];
  for (const w of variantWidths(width)) {
    for (const format of ["avif", "webp", fallback] as const) {
      const bytes = await ENCODE[format](sharp(data, raw).resize({ width: Math.min(w, info.width) })).toBuffer();
      variants.push({ format, width: w, contentType: CONTENT_TYPE[format], bytes });
    }
  }
  return { kind: "raster", originalType: type, width, height, placeholderColor: await dominantColor(sharp(data, raw)), variants };
}

const SVG_MARKUP_LIMITS = { maxDepth: MEDIA_PROCESSING_LIMITS.svgMaxDepth, maxElements: MEDIA_PROCESSING_LIMITS.svgMaxElements };

/** Counts the SVG's elements before the sanitiser builds them into a DOM, stopping at the first past a limit. */
function checkSvgMarkup(text: string): void {
  const budget = markupBudget(SVG_MARKUP_LIMITS);
  const parser = new Parser({ onopentag: budget.open, onclosetag: budget.close }, { xmlMode: true });
  try {
    parser.write(text);
    parser.end();
  } catch (error) {
    if (!(error instanceof MarkupTooComplex)) throw error;
    throw new MediaRefusal(413, error.limit === "depth" ? MEDIA_MESSAGES.svgTooDeep : MEDIA_MESSAGES.svgTooManyElements);
  }
}

async function processSvg(bytes: Buffer): Promise<ProcessedImage> {
  const text = bytes.toString("utf8");
  checkSvgMarkup(text);
  const verdict = sanitiseSvg(text);
  if (!verdict.ok) throw new MediaRefusal(415, `${MEDIA_MESSAGES.svgUnsafe} (${verdict.removed.join(", ")})`);
  const clean = Buffer.from(verdict.svg, "utf8");
  let meta: Metadata;
  let placeholderColor: string;
  try {
    meta = await sharp(clean, sharpOptions).metadata();
    // The declared size, like a raster's, is at most 40 megapixels.
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new MediaRefusal(413, MEDIA_MESSAGES.tooManyPixels);
    // 72 dpi draws the declared size; less draws it smaller (sharp's least is 1 dpi).
    const density = Math.max(1, Math.min(72, (72 * SVG_COLOUR_SIZE) / Math.max(meta.width, meta.height)));
    placeholderColor = await dominantColor(sharp(clean, { ...sharpOptions, density }));
  } catch (error) {
    throw decodeRefusal(error);
  }
  const { width, height } = meta;
  return {
    kind: "svg",
    originalType: CONTENT_TYPE.svg,
    width,
    height,
    placeholderColor,
    variants: [{ format: "svg", width, contentType: CONTENT_TYPE.svg, bytes: clean }],
  };
}

/** Refuses what is not a JPEG, PNG, WebP, AVIF or clean SVG (MediaRefusal), else makes its variants. */
export function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  const kind = detectUploadKind(bytes);
  if (!kind) return Promise.reject(new MediaRefusal(415, MEDIA_MESSAGES.unknownType));
  return kind.kind === "svg" ? processSvg(bytes) : processRaster(bytes, kind.type);
}

// An image of the media library as pages receive it (docs/decisions/0024-media-library.md):
// what <picture> needs to pick a file (each variant's format, width and address), the
// intrinsic size that keeps the layout still, the alt text in both languages and the
// colour shown while the file loads. server/db/media.queries.ts `describeImages` makes them.

export type MediaFormat = "avif" | "webp" | "jpeg" | "png" | "svg";

export interface MediaVariant {
  format: MediaFormat;
  width: number;
  url: string;
}

export interface MediaImage {
  id: string;
  width: number;
  height: number;
  alt: { en: string; de: string | null };
  /** "#rrggbb": the image's dominant colour. */
  placeholderColor: string;
  variants: MediaVariant[];
}

/** Where variants are served (server/media/media-files.router.ts). */
export const MEDIA_PREFIX = "/media/";

/** The widths variants are made at; an image narrower than one of them ends at its own width instead. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The thumbnail the staff grid shows. */
export const MEDIA_THUMBNAIL_WIDTH = 320;

const EXTENSION: Record<MediaFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png", svg: "svg" };

/** "/media/<asset id>-<width>.<ext>": the asset id is the content hash, so the address never changes meaning. */
export const mediaVariantUrl = (assetId: string, format: MediaFormat, width: number) =>
  `${MEDIA_PREFIX}${assetId}-${width}.${EXTENSION[format]}`;

const FORMAT_OF_EXTENSION = new Map(Object.entries(EXTENSION).map(([format, ext]) => [ext, format as MediaFormat]));
const VARIANT_PATH = /^([0-9a-f]{64})-(\d{1,5})\.([a-z]{3,4})$/;

/** The asset, width and format an address under MEDIA_PREFIX names, or null. */
export function parseMediaVariantPath(name: string): { assetId: string; width: number; format: MediaFormat } | null {
  const match = VARIANT_PATH.exec(name);
  const format = match && FORMAT_OF_EXTENSION.get(match[3]!);
  return match && format ? { assetId: match[1]!, width: Number(match[2]), format } : null;
}

/** The alt text in the page's language: German when there is one, else the English. */
export const altIn = (image: Pick<MediaImage, "alt">, language: "en" | "de") =>
  language === "de" && image.alt.de ? image.alt.de : image.alt.en;

/** A value from outside our code (an API answer) that has the shape of a MediaImage. */
export function isMediaImage(value: unknown): value is MediaImage {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    typeof v.width === "number" &&
    typeof v.height === "number" &&
    typeof v.placeholderColor === "string" &&
    !!v.alt &&
    typeof (v.alt as Record<string, unknown>).en === "string" &&
    Array.isArray(v.variants)
  );
}

/** "url 320w, url 640w, ...": the variants of one format, narrowest first. */
export const srcSetOf = (image: Pick<MediaImage, "variants">, format: MediaFormat) =>
  image.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");

/** The format an <img> falls back to: JPEG, PNG for images with transparency, or the SVG itself. */
export function fallbackFormat(image: Pick<MediaImage, "variants">): MediaFormat {
  const formats = new Set(image.variants.map((v) => v.format));
  return formats.has("svg") ? "svg" : formats.has("png") ? "png" : "jpeg";
}

/**
 * Whether the image may have see-through parts: an upload with an alpha channel gets a PNG
 * fallback instead of JPEG (server/media/media-process.ts), and an SVG draws only its shapes.
 * Such an image sits on the page's own background; its dominant colour (which counts the
 * transparent pixels as black) is no placeholder for it.
 */
export const isSeeThrough = (image: Pick<MediaImage, "variants">) => fallbackFormat(image) !== "jpeg";

/** The widest variant of a format: the <img>'s src for browsers without srcset. */
export const widestOf = (image: Pick<MediaImage, "variants">, format: MediaFormat) =>
  image.variants.filter((v) => v.format === format).reduce<MediaVariant | null>((w, v) => (!w || v.width > w.width ? v : w), null);

/**
 * The narrowest file of the image in its fallback format (SVG, PNG or JPEG, which every browser,
 * satori and resvg read): a logo drawn small, in the header and on the social cards.
 */
export const narrowestFallbackOf = (image: Pick<MediaImage, "variants">): MediaVariant | null => {
  const format = fallbackFormat(image);
  return image.variants.filter((v) => v.format === format).reduce<MediaVariant | null>((n, v) => (!n || v.width < n.width ? v : n), null);
};

/** The staff grid's thumbnail: the 320 px WebP (the narrowest when the image is smaller), or the SVG. */
export function thumbnailOf(image: Pick<MediaImage, "variants">): MediaVariant | null {
  const svg = image.variants.find((v) => v.format === "svg");
  if (svg) return svg;
  const webp = image.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  return webp.find((v) => v.width === MEDIA_THUMBNAIL_WIDTH) ?? webp[0] ?? null;
}

/** The server's read of images by id (server/db/media.queries.ts); ids it does not know are left out. */
export type DescribeImages = (ids: readonly string[]) => Promise<Map<string, MediaImage>>;

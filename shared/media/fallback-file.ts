import type { MediaFormat, MediaImage, MediaVariant } from "./media-image";

// Which file of a media image an <img> shows without srcset (docs/decisions/0024-media-library.md),
// apart from ./media-image.ts: the header's logo (client/components/layout/brand-mark.tsx) needs
// this in every page's script, and none of the rest.

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

/**
 * The narrowest file of the image in its fallback format (SVG, PNG or JPEG, which every browser,
 * satori and resvg read): a logo drawn small, in the header and on the social cards.
 */
export const narrowestFallbackOf = (image: Pick<MediaImage, "variants">): MediaVariant | null => {
  const format = fallbackFormat(image);
  return image.variants.filter((v) => v.format === format).reduce<MediaVariant | null>((n, v) => (!n || v.width < n.width ? v : n), null);
};

import type { CSSProperties } from "react";
import { altIn, fallbackFormat, isSeeThrough, type MediaImage, srcSetOf, widestOf } from "../../../shared/media/media-image";
import { regionInfo } from "../../../shared/content/regions";
import { usePageRegion } from "../../lib/region/region-context";

// A media-library image (shared/media/media-image.ts; docs/decisions/0024-media-library.md):
// AVIF, then WebP, then JPEG (PNG with transparency), each at every stored width, so the
// browser fetches the smallest file that fills `sizes`. Width and height keep the layout
// still; the image's dominant colour fills its box until the file arrives (a custom
// property read by the class, as client/components/content/team-banner.tsx passes its values),
// except behind an image with see-through parts (a logo), which shows the page behind it.

export interface ResponsiveImageProps {
  image: MediaImage;
  /** How wide the image is drawn, as the `sizes` attribute says it: "(min-width: 1024px) 896px, 100vw". */
  sizes: string;
  /** The page's largest image, in the first screen: fetched first and at once (and preloaded: imagePreloadOf). */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ image, sizes, priority = false, className = "" }: ResponsiveImageProps) {
  const language = regionInfo[usePageRegion()].htmlLang.startsWith("de") ? "de" : "en";
  const fallback = fallbackFormat(image);
  const src = widestOf(image, fallback)?.url ?? "";
  const seeThrough = isSeeThrough(image);
  const img = (
    <img
      src={src}
      srcSet={fallback === "svg" ? undefined : srcSetOf(image, fallback)}
      sizes={fallback === "svg" ? undefined : sizes}
      alt={altIn(image, language)}
      width={image.width}
      height={image.height}
      decoding="async"
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
      className={seeThrough ? className || undefined : `bg-[var(--media-placeholder)] ${className}`}
      style={seeThrough ? undefined : ({ "--media-placeholder": image.placeholderColor } as CSSProperties)}
    />
  );
  if (fallback === "svg") return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(image, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}

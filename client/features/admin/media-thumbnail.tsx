import type { CSSProperties } from "react";
import { type MediaImage, thumbnailOf } from "../../../shared/media/media-image";

/** An image of the library at thumbnail size (its 320 px variant), on its placeholder colour. */
export function MediaThumbnail({ image, className = "" }: { image: MediaImage; className?: string }) {
  const thumb = thumbnailOf(image);
  return (
    <img
      src={thumb?.url ?? ""}
      alt={image.alt.en}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={`bg-[var(--media-placeholder)] object-contain ${className}`}
      style={{ "--media-placeholder": image.placeholderColor } as CSSProperties}
    />
  );
}

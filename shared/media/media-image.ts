// An image of the media library as pages receive it: its size, alt texts, placeholder colour
// and every variant's content-hashed address (docs/decisions/0024-media-library.md).

export type MediaVariantFormat = "avif" | "webp" | "jpeg" | "png" | "svg";

export interface MediaVariant {
  format: MediaVariantFormat;
  width: number;
  url: string;
}

export interface MediaImage {
  id: string;
  width: number;
  height: number;
  alt: { en: string; de: string | null };
  /** A CSS colour shown while the image loads. */
  placeholder: string;
  variants: readonly MediaVariant[];
}

/** The server's read of images by id (server/db/media.queries.ts); ids it does not know are left out. */
export type DescribeImages = (ids: readonly string[]) => Promise<Map<string, MediaImage>>;

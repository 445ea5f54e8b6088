import type { MediaImage } from "../../../shared/media/media-image";
import { ResponsiveImage } from "../../components/content/responsive-image";
import { BlogImage } from "./blog-image";
import { useBlogCopy } from "./use-blog-copy";

/**
 * A post's cover. A cover from the media library is a <picture> of its variants, with its own
 * alt text; without one, the post's image (1200 × 630, decorative) with its fallbacks, whose
 * placeholder says in the visitor's language that the image is missing.
 */
export function PostCover(props: {
  src: string;
  cover?: MediaImage | null;
  sizes: string;
  loading?: "lazy" | "eager";
  /** The page's main image (the article's cover): fetched first (the head preloads it: article-meta.ts). */
  priority?: boolean;
  className: string;
}) {
  const copy = useBlogCopy();
  if (props.cover) {
    return <ResponsiveImage image={props.cover} sizes={props.sizes} priority={props.priority} className={props.className} />;
  }
  return (
    <BlogImage
      src={props.src}
      alt=""
      unavailableAlt={copy.imageUnavailable}
      width={1200}
      height={630}
      loading={props.loading}
      className={props.className}
    />
  );
}

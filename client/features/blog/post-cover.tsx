import { BlogImage } from "./blog-image";
import { useBlogCopy } from "./use-blog-copy";

/** A post's cover (1200 × 630, decorative): its placeholder says in the visitor's language that the image is missing. */
export function PostCover(props: { src: string; loading?: "lazy" | "eager"; className: string }) {
  const copy = useBlogCopy();
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

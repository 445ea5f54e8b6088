import { useEffect, useRef, useState } from "react";

/** Generic cover tried when a post's own image fails (docs/product-rules.md#blog). */
export const BLOG_FALLBACK_IMAGE = "/images/blog/fallback-cover.svg";
/** Last resort: the default placeholder, with the caller's "image not available" as its alt text. */
export const BLOG_PLACEHOLDER_IMAGE = "/images/blog/placeholder.svg";
/** The placeholder's minimum height when no height is given. */
const PLACEHOLDER_MIN_HEIGHT_PX = 200;

export type ImageState = "loading" | "loaded" | "error";

interface BlogImageProps {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  /** Eager for images in the first screen (featured card, article cover). */
  loading?: "lazy" | "eager";
  fallbackSrc?: string;
  /** The placeholder's alt text, in the page's language ("Image not available"). */
  unavailableAlt: string;
}

/**
 * An image with three states: loading, loaded, error. On an error it warns
 * on the console and tries the fallback image, then the default placeholder.
 * The server renders the first source; nothing is hidden while loading, so the
 * image shows without JavaScript too.
 */
export function BlogImage(props: BlogImageProps) {
  // A new source starts over (fresh state), e.g. when one article page shows another post.
  return <ImageWithFallbacks key={props.src} {...props} />;
}

function ImageWithFallbacks({
  src,
  alt,
  width,
  height,
  className = "",
  loading = "lazy",
  fallbackSrc = BLOG_FALLBACK_IMAGE,
  unavailableAlt,
}: BlogImageProps) {
  const sources = [...new Set([src, fallbackSrc].filter(Boolean)), BLOG_PLACEHOLDER_IMAGE];
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ImageState>("loading");
  const ref = useRef<HTMLImageElement>(null);
  const failed = useRef(new Set<string>());
  const current = sources[Math.min(attempt, sources.length - 1)]!;
  const isPlaceholder = current === BLOG_PLACEHOLDER_IMAGE && src !== BLOG_PLACEHOLDER_IMAGE;

  const handleError = () => {
    // The error event and the check after hydration may both report one failure.
    if (failed.current.has(current)) return;
    failed.current.add(current);
    console.warn(`Image failed to load: ${current}`);
    if (attempt < sources.length - 1) {
      setAttempt(attempt + 1);
      setState("loading");
    } else {
      setState("error");
    }
  };

  // An image that settled before hydration fired its event before React listened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per source; handleError is fresh on every render.
  useEffect(() => {
    const img = ref.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) setState("loaded");
    else handleError();
  }, [current]);

  return (
    <img
      ref={ref}
      src={current}
      alt={isPlaceholder ? unavailableAlt : alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      data-state={state}
      className={`${state === "loaded" ? "" : "bg-slate-200"} ${className}`}
      style={isPlaceholder && height === undefined ? { minHeight: PLACEHOLDER_MIN_HEIGHT_PX } : undefined}
      onLoad={() => setState("loaded")}
      onError={handleError}
    />
  );
}

import { postDate } from "../../../shared/blog/post-defaults";
import type { BlogPostSummary } from "../../../shared/schemas/blog-post";
import { formatLongDate, formatShortDate } from "../../components/ui/format-date";
import { usePageRegion } from "../../lib/region/region-context";
import { useBlogCopy } from "./use-blog-copy";

/** Author, date and read time (short dates on cards, long ones elsewhere, in the region's locale). */
export function PostByline({
  post,
  dateStyle,
  className = "",
}: {
  post: BlogPostSummary;
  dateStyle: "short" | "long";
  className?: string;
}) {
  const date = postDate(post);
  const region = usePageRegion();
  const copy = useBlogCopy();
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      {/* Authors, categories and tags are the English articles' own words (docs/decisions/0017). */}
      <span lang="en">{post.author}</span>
      {date && (
        <>
          <span aria-hidden="true">·</span>
          <time dateTime={date}>{dateStyle === "short" ? formatShortDate(date, region) : formatLongDate(date, region)}</time>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span>{copy.minRead(post.readTime)}</span>
    </p>
  );
}

export function CategoryBadge({ category, tone = "light" }: { category: string; tone?: "light" | "dark" }) {
  const colors = tone === "light" ? "bg-indigo-50 text-indigo-700 ring-indigo-100" : "bg-white/10 text-brand-accent ring-white/20";
  return (
    <span lang="en" className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ring-1 ${colors}`}>
      {category}
    </span>
  );
}
